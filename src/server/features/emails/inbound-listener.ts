import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../config.ts';
import { receiveEmail } from './receive.ts';

/** The largest message taken (announced in EHLO's SIZE; a bigger one is refused with 552). */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * The SMTP listener for replies: mail only for INBOUND_ADDRESS, at most 25 MB, no AUTH (it sits
 * behind the MX or forwarder). Each message is read into a buffer that stops at the limit, parsed
 * and logged (receive.ts); a failure to log answers 451 so the sending server tries again.
 */
export async function startInboundListener(
  orm: MikroORM,
  inbound: NonNullable<Config['inbound']>,
  logger: FastifyBaseLogger,
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAX_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === inbound.address) return callback();
      callback(smtpError('No such recipient here', 550));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= INBOUND_MAX_BYTES) chunks.push(chunk);
      });
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError('Message too large', 552));
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => receiveEmail(orm.em.fork(), parsed, envelopeFrom))
          .then(
            () => callback(),
            (error: unknown) => {
              logger.error({ err: error }, 'inbound mail could not be logged');
              callback(smtpError('Could not take the message now, try again later', 451));
            },
          );
      });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'inbound SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(inbound.port, inbound.host, () => resolve());
  });
  logger.info(`receiving mail for ${inbound.address} on ${inbound.host}:${inbound.port}`);
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
