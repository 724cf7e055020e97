import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

/** A message the test SMTP server accepted: its envelope, its raw text and its parsed form. */
export type CapturedMail = { from: string; to: string[]; raw: string; parsed: Email };

export type TestSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** How many RCPT commands it has answered, refused ones included. */
  recipientAttempts: () => number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server (smtp-server) on a free loopback port that keeps every message it accepts.
 * With `refuseRecipients`, the first that many RCPT commands are answered 451 (try again later).
 */
export async function startTestSmtp({ refuseRecipients = 0 } = {}): Promise<TestSmtp> {
  const messages: CapturedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      if (attempts <= refuseRecipients) {
        const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom;
            messages.push({
              from: from ? from.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              parsed,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const listening = server.listen(0, '127.0.0.1', () => {
      const address = listening.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
    listening.on('error', reject);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    recipientAttempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
