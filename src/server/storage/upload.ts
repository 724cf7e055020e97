import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ALLOWED_DOCUMENTS_TEXT } from '../../shared/document-files.ts';
import { MAX_DOCUMENT_BYTES } from '../../shared/schemas/document.ts';
import { AppError } from '../errors.ts';
import { limited, withHead } from './byte-streams.ts';
import { FileTooLarge, type FileStore } from './file-store.ts';
import { cleanFileName, sniffDocumentType } from './sniff.ts';

/** Bytes read before the type is sniffed: enough for every allowed type's signature. */
const SNIFF_BYTES = 64 * 1024;

const fileNameSchema = z.string().trim().min(1, 'Please give the file a name').max(1000);

/** An uploaded file in the file store: its key, cleaned name, sniffed type and size. */
export type UploadedFile = { fileKey: string; fileName: string; contentType: string; size: number };

/** Lets the routes of a scope take any body unread: each upload route streams it to the store. */
export function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
}

/** 413, and the connection closed: the rest of the body is not read. */
export const sendTooLarge = (reply: FastifyReply) =>
  reply
    .code(413)
    .header('connection', 'close')
    .send({ message: `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.` });

/** An AppError as the HTTP answer (400 with its message and field errors, 404, 409, 429); anything else is thrown on. */
export function sendAppError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const status =
    { BAD_REQUEST: 400, NOT_FOUND: 404, CONFLICT: 409, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429 }[
      error.code as string
    ] ?? 400;
  const { message, fieldErrors } = error;
  return reply.code(status).send(fieldErrors ? { message, fieldErrors } : { message });
}

/**
 * Reads an uploaded file as it arrives into the store: its type sniffed from the first bytes
 * (refused unless allowed), its name cleaned, at most MAX_DOCUMENT_BYTES.
 */
async function receiveFile(
  files: FileStore,
  body: AsyncIterable<Buffer>,
  name: string,
): Promise<UploadedFile> {
  const { head, whole } = await withHead(
    limited(body, MAX_DOCUMENT_BYTES, () => new FileTooLarge(MAX_DOCUMENT_BYTES)),
    SNIFF_BYTES,
  );
  const contentType = await sniffDocumentType(head, name);
  if (!contentType)
    throw new AppError(
      'BAD_REQUEST',
      `${name} cannot be uploaded: only ${ALLOWED_DOCUMENTS_TEXT} files are allowed.`,
      { file: `Only ${ALLOWED_DOCUMENTS_TEXT} files are allowed.` },
    );
  const stored = await files.put(whole, MAX_DOCUMENT_BYTES);
  return { fileKey: stored.key, fileName: cleanFileName(name, contentType), contentType, size: stored.size };
}

/**
 * Takes one file sent as the raw body (`?name=` of the file) into the store, and keeps it with
 * `save`; a save that fails (the record is gone, a bad value) removes the file again, so the
 * store holds no file without its record. Answers with save's result, or the error's answer.
 */
export async function receiveUpload(
  files: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  save: (file: UploadedFile) => Promise<unknown>,
) {
  const name = fileNameSchema.safeParse((request.query as { name?: unknown }).name);
  if (!name.success) return reply.code(400).send({ message: 'Please give the file a name' });
  if (!(request.body instanceof Readable)) return reply.code(400).send({ message: 'Please send the file.' });
  if (Number(request.headers['content-length']) > MAX_DOCUMENT_BYTES) return sendTooLarge(reply);
  try {
    const file = await receiveFile(files, request.body, name.data);
    try {
      return await save(file);
    } catch (error) {
      await files.delete(file.fileKey);
      throw error;
    }
  } catch (error) {
    if (error instanceof FileTooLarge) return sendTooLarge(reply);
    return sendAppError(reply, error);
  }
}
