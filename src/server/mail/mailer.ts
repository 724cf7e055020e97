import type { Readable } from 'node:stream';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a quote's PDF, a document streamed from the file store). */
  attachments?: { filename: string; content: Buffer | Readable; contentType: string }[];
  /** A staff member's message: from their name at MAIL_FROM, with its copies, reply address and the Message-ID we keep. */
  from?: { name: string; address: string };
  cc?: string[];
  replyTo?: string;
  messageId?: string;
  /** The link the mail is about; in development (only) printed to the console once, so a developer can follow it. */
  link?: string;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

function fileNameFor(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
}

/**
 * In development, the mail's link goes to the console once, clearly marked; nowhere else, and
 * never in a log line: a link carries a token that signs someone up.
 */
function printLinkForDeveloper(config: Pick<Config, 'nodeEnv'>, { to, subject, link }: OutgoingMail): void {
  if (config.nodeEnv !== 'development' || !link) return;
  process.stdout.write(`\n[development only] ${subject} (to ${to}):\n  ${link}\n\n`);
}

/** nodemailer is loaded with the first mail, not at start: a server that sends none never pays its memory. */
async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in MAIL_DIR. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailDir' | 'appUrl' | 'nodeEnv' | 'firm'>,
  logger: FastifyBaseLogger,
): Mailer {
  const systemFrom = `${config.firm.name} <no-reply@${config.appUrl.hostname}>`;
  const message = ({ to, subject, text, html, attachments, from, cc, replyTo, messageId }: OutgoingMail) => ({
    from: from ?? systemFrom,
    to,
    subject,
    text,
    html,
    attachments,
    ...(cc?.length ? { cc } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(messageId ? { messageId } : {}),
  });

  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    const transport = once(async () => (await loadNodemailer()).createTransport(smtpUrl));
    return {
      async send(mail) {
        await (await transport()).sendMail(message(mail));
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }

  const transport = once(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const { to, subject } = mail;
      const info = await (await transport()).sendMail(message(mail));
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, fileNameFor(to));
      await writeFile(file, info.message);
      logger.info({ to, subject, file }, 'mail written to file (no SMTP_URL)');
      printLinkForDeveloper(config, mail);
    },
  };
}
