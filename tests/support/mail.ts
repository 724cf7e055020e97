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

/**
 * Waits until `count` mails to the address have been written (mails are sent by the job queue,
 * after the request has answered). Fails after 20 s.
 */
export async function waitForMails(mailDir: string, address: string, count = 1): Promise<SavedMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(mailDir, address);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`Expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of the newest link mailed to the address, once it has arrived. */
export async function linkTokenFor(mailDir: string, address: string, count = 1): Promise<string> {
  const mails = await waitForMails(mailDir, address, count);
  return new URL(mails.at(-1)?.link ?? 'http://x').searchParams.get('token') ?? '';
}

/** The bytes of a mail's first attachment of this content type (base64 in the .eml), or null. */
export function attachmentOf(raw: string, contentType: string): Buffer | null {
  const part = new RegExp(`Content-Type: ${contentType}[^]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(raw);
  return part?.[1] ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64') : null;
}
