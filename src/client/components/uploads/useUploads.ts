import { useState } from 'react';
import { MAX_DOCUMENT_BYTES } from '../../../shared/schemas/document.ts';
import { uploadFile } from './uploadFile.ts';

/** One file on its way: its name, how far it is (0 to 1), and the server's message if refused. */
export type Upload = { key: string; name: string; progress: number; done: boolean; error: string | null };

/**
 * Uploads files one request each, keeping each one's progress and error (a file over the
 * documents' size limit is refused at once); `onSettled` runs after each one sent (the lists
 * showing the files refresh).
 */
export function useUploads(onSettled: () => Promise<unknown>) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const change = (key: string, patch: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  async function send(url: string, file: File) {
    const key = crypto.randomUUID();
    // Refused before a byte is sent: the server would stop reading at the limit and close the
    // connection, which the browser reports as a lost connection rather than the server's answer.
    if (file.size > MAX_DOCUMENT_BYTES) {
      const error = `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`;
      setUploads((all) => [...all, { key, name: file.name, progress: 0, done: true, error }]);
      return;
    }
    setUploads((all) => [...all, { key, name: file.name, progress: 0, done: false, error: null }]);
    const answer = await uploadFile(url, file, (progress) => change(key, { progress }));
    change(key, answer.ok ? { done: true, progress: 1 } : { done: true, error: answer.error });
    await onSettled();
  }

  return { uploads, send };
}
