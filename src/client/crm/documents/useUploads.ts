import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';
import { uploadDocument } from './uploadDocument.ts';

/** One file on its way: its name, how far it is (0 to 1), and the server's message if refused. */
export type Upload = { key: string; name: string; progress: number; done: boolean; error: string | null };

/** Uploads files one request each, keeping each one's progress and error; the documents' lists refresh after each. */
export function useUploads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const change = (key: string, patch: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  async function send(url: string, file: File) {
    const key = crypto.randomUUID();
    setUploads((all) => [...all, { key, name: file.name, progress: 0, done: false, error: null }]);
    const answer = await uploadDocument(url, file, (progress) => change(key, { progress }));
    change(key, answer.ok ? { done: true, progress: 1 } : { done: true, error: answer.error });
    await queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() });
  }

  return { uploads, send, clear: () => setUploads((all) => all.filter((upload) => !upload.done)) };
}
