import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AddressObject, AttachmentStream, HeaderValue, MessageText } from 'mailparser';
import { AppError } from '../../errors.ts';
import { limited } from '../../storage/byte-streams.ts';
import { FileTooLarge, type FileStore } from '../../storage/file-store.ts';
import { storeFile, type UploadedFile } from '../../storage/upload.ts';

/** The message is larger than the listener takes: nothing of it is kept. */
export class MessageTooLarge extends Error {
  override name = 'MessageTooLarge';
}

/** A received message as the CRM logs it; its attachments are already in the file store. */
export type InboundMessage = {
  from: { name: string; address: string } | null;
  to: string[];
  cc: string[];
  subject: string;
  messageId: string | null;
  /** The Message-IDs it answers: In-Reply-To first, then References. */
  answers: string[];
  html: string | null;
  text: string;
  /** What the sender's server said of SPF ('SPF: pass'), when it said so. */
  spf: string | null;
  files: UploadedFile[];
  /** The attachments not kept, each with why. */
  refused: string[];
};

const addressesOf = (value: HeaderValue | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((item) => (typeof item === 'object' && 'value' in item ? (item as AddressObject).value : []))
    .flatMap((address) => (address.address ? [{ name: address.name, address: address.address }] : []));

const textOf = (value: HeaderValue | undefined) =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .join(' ')
    .trim();

function spfOf(header: string): string | null {
  const result = /spf=(\w+)/i.exec(header)?.[1] ?? /^\s*(\w+)/.exec(header)?.[1];
  return result ? `SPF: ${result.toLowerCase()}` : null;
}

/** An attachment into the store, or why not (a type we do not keep, too large); its stream is read to its end. */
async function keepAttachment(
  files: FileStore,
  part: AttachmentStream,
  kept: UploadedFile[],
  refused: string[],
) {
  const name = part.filename ?? 'attachment';
  const { content } = part;
  try {
    kept.push(await storeFile(files, content, name));
  } catch (error) {
    if (!(error instanceof AppError) && !(error instanceof FileTooLarge)) throw error;
    refused.push(`${name}: ${error.message}`);
    content.resume();
  } finally {
    part.release?.();
  }
}

/**
 * Parses a message as it arrives (mailparser), at most `maxBytes`: headers and bodies kept, each
 * attachment streamed into the file store as it comes (never a whole message in memory). On any
 * failure the files stored so far are removed again.
 */
export async function readInboundMessage(
  source: AsyncIterable<Buffer>,
  files: FileStore,
  maxBytes: number,
): Promise<InboundMessage> {
  // Loaded when the first message arrives: a server that receives no mail never holds the parser.
  const { MailParser } = await import('mailparser');
  const parser = new MailParser({ skipImageLinks: true, skipTextToHtml: true });
  let headers = new Map<string, HeaderValue>();
  parser.on('headers', (parsed: Map<string, HeaderValue>) => (headers = parsed));
  const feeding = pipeline(Readable.from(limited(source, maxBytes, () => new MessageTooLarge())), parser);
  // A feed cut off (too large, the sender gone) ends the attachment being stored with its error.
  let storing: Readable | null = null;
  feeding.catch((error: unknown) => storing?.destroy(error instanceof Error ? error : undefined));
  const kept: UploadedFile[] = [];
  const refused: string[] = [];
  let html: string | null = null;
  let text = '';
  try {
    for await (const part of parser as AsyncIterable<AttachmentStream | MessageText>) {
      if (part.type === 'attachment') {
        storing = part.content;
        await keepAttachment(files, part, kept, refused);
        storing = null;
      } else {
        html = typeof part.html === 'string' ? part.html : null;
        text = part.text ?? '';
      }
    }
    await feeding;
  } catch (error) {
    await Promise.all(kept.map((file) => files.delete(file.fileKey)));
    // Past the limit the parser is cut off: its reader sees a premature close, the feed why.
    const fed: unknown = await feeding.then(
      () => null,
      (failure: unknown) => failure,
    );
    throw fed instanceof MessageTooLarge ? fed : error;
  }
  const spfHeader = textOf(headers.get('received-spf')) || textOf(headers.get('authentication-results'));
  return {
    from: addressesOf(headers.get('from'))[0] ?? null,
    to: addressesOf(headers.get('to')).map(({ address }) => address),
    cc: addressesOf(headers.get('cc')).map(({ address }) => address),
    subject: textOf(headers.get('subject')),
    messageId: textOf(headers.get('message-id')) || null,
    answers: [headers.get('in-reply-to'), headers.get('references')]
      .flatMap((value) => textOf(value).match(/<[^<>\s]+>/g) ?? [])
      .slice(0, 100),
    html,
    text,
    spf: spfHeader ? spfOf(spfHeader) : null,
    files: kept,
    refused,
  };
}
