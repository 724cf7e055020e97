import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Config } from '../../config.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { MessageTooLarge, readInboundMessage, type InboundMessage } from './inbound-message.ts';
import { receiveEmail } from './receive.ts';

/** The largest message taken (announced in EHLO's SIZE; a bigger one is refused with 552). */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode });
}

/** Reads what is left of a message that will not be kept, so the session can answer it. */
function drain(stream: SMTPServerDataStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.readableEnded || stream.destroyed) return resolve();
    stream.once('end', resolve).once('close', resolve);
    stream.resume();
  });
}

/** Parses the message into the store, then logs it; its files are removed again if logging fails or it came before. */
async function takeMessage(
  orm: MikroORM,
  files: FileStore,
  stream: SMTPServerDataStream,
  envelopeFrom: string,
) {
  // Not destroyed when the parse stops early: the rest is drained, so the session can answer.
  const source = stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
  const message: InboundMessage = await readInboundMessage(source, files, INBOUND_MAX_BYTES);
  const removeFiles = () => Promise.all(message.files.map((file) => files.delete(file.fileKey)));
  try {
    const { duplicate } = await receiveEmail(orm.em.fork(), message, envelopeFrom);
    if (duplicate) await removeFiles();
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/**
 * The SMTP listener for replies: mail only for INBOUND_ADDRESS, at most 25 MB, no AUTH (it sits
 * behind the MX or forwarder). Each message is parsed as it arrives, its attachments streamed
 * into the file store, then logged (receive.ts); a failure to log answers 451 so the sending
 * server tries again.
 */
export async function startInboundListener(
  orm: MikroORM,
  files: FileStore,
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
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      takeMessage(orm, files, stream, envelopeFrom).then(
        () => callback(),
        async (error: unknown) => {
          await drain(stream);
          if (error instanceof MessageTooLarge || stream.sizeExceeded)
            return callback(smtpError('Message too large', 552));
          logger.error({ err: error }, 'inbound mail could not be logged');
          callback(smtpError('Could not take the message now, try again later', 451));
        },
      );
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
