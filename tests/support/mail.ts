import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type SavedMail = { file: string; raw: string; to: string; subject: string; link: string | undefined };

/** The .eml files written to a mail folder, oldest first, with the first link of their text part. */
export async function readMails(mailDir: string): Promise<SavedMail[]> {
  const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(mailDir, file), 'utf8');
      const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return {
        file,
        raw,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        link: /(https?:\/\/\S+?)(?=\s|"|<|$)/.exec(unfolded)?.[1],
      };
    }),
  );
}

export async function mailsTo(mailDir: string, address: string): Promise<SavedMail[]> {
  return (await readMails(mailDir)).filter((mail) => mail.to.includes(address));
}
