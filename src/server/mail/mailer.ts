import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged so a developer without SMTP can follow it. */
  link?: string;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

function fileNameFor(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in MAIL_DIR. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailDir' | 'appUrl'>,
  logger: FastifyBaseLogger,
): Mailer {
  const from = `NDIS Provider Support <no-reply@${config.appUrl.hostname}>`;

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html });
        logger.info({ to, subject }, 'mail sent');
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, fileNameFor(to));
      await writeFile(file, info.message);
      logger.info({ to, subject, file, link }, 'mail written to file (no SMTP_URL)');
    },
  };
}
