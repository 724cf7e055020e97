import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ALLOWED_DOCUMENTS_TEXT, canPreview } from '../../../shared/document-files.ts';
import { documentUploadSchema, MAX_DOCUMENT_BYTES } from '../../../shared/schemas/document.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { limited, withHead } from '../../storage/byte-streams.ts';
import { FileTooLarge, type FileStore } from '../../storage/file-store.ts';
import type { User } from '../../db/entities/user.ts';
import { staffOf, staffOnly } from '../auth/staff-access.ts';
import type { RecordContext } from '../records/record-type.ts';
import type { DocumentFile } from './document-type.ts';
import { addDocumentVersion, createDocument, documentService, documentVersion } from './service.ts';
import { cleanFileName, contentDisposition, sniffDocumentType } from './sniff.ts';

/** Bytes read before the type is sniffed: enough for every allowed type's signature. */
const SNIFF_BYTES = 64 * 1024;

/** A downloaded file's page may run nothing and load nothing; a PDF preview is framed by the CRM only. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const idSchema = z.uuid();
const fileNameSchema = z.string().trim().min(1, 'Please give the file a name').max(1000);
const versionSchema = z.coerce.number().int().min(1).optional();

type Staff = { user: User; role: RecordContext['role'] };

/** 413, and the connection closed: the rest of the body is not read. */
const sendTooLarge = (reply: FastifyReply) =>
  reply
    .code(413)
    .header('connection', 'close')
    .send({ message: `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.` });

/** An AppError as the HTTP answer (400 with its message and field errors, 404, 409); anything else is thrown on. */
function sendAppError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const status =
    { BAD_REQUEST: 400, NOT_FOUND: 404, CONFLICT: 409, FORBIDDEN: 403 }[error.code as string] ?? 400;
  return reply.code(status).send({ message: error.message, fieldErrors: error.fieldErrors });
}

/**
 * Reads an uploaded file as it arrives into the store: its type sniffed from the first bytes
 * (refused unless allowed), its name cleaned, at most MAX_DOCUMENT_BYTES.
 */
async function receiveFile(
  files: FileStore,
  body: AsyncIterable<Buffer>,
  name: string,
): Promise<DocumentFile> {
  const { head, whole } = await withHead(
    limited(body, MAX_DOCUMENT_BYTES, () => new FileTooLarge(MAX_DOCUMENT_BYTES)),
    SNIFF_BYTES,
  );
  const contentType = await sniffDocumentType(head, name);
  if (!contentType)
    throw new AppError(
      'BAD_REQUEST',
      `${name} cannot be uploaded: only ${ALLOWED_DOCUMENTS_TEXT} files are allowed.`,
      {
        file: `Only ${ALLOWED_DOCUMENTS_TEXT} files are allowed.`,
      },
    );
  const stored = await files.put(whole, MAX_DOCUMENT_BYTES);
  return { fileKey: stored.key, fileName: cleanFileName(name, contentType), contentType, size: stored.size };
}

/**
 * Keeps the uploaded file with `save`; a save that fails (the record is gone, a bad value) removes
 * the file again, so the store holds no file without its document.
 */
async function receiveAndSave(
  files: FileStore,
  request: FastifyRequest,
  name: string,
  save: (file: DocumentFile) => Promise<unknown>,
) {
  const file = await receiveFile(files, request.body as Readable, name);
  try {
    return await save(file);
  } catch (error) {
    await files.delete(file.fileKey);
    throw error;
  }
}

/**
 * The file side of documents, for approved staff (the session cookie, as the CSV routes):
 * - `POST /documents?subject=&subjectId=&type=&expiresOn=&notes=&name=` takes one file as the raw
 *   body (the client sends each dropped file as its own request), streamed into the file store,
 *   and answers the new document;
 * - `POST /documents/<id>/versions?name=` a new version of a document;
 * - `GET /documents/<id>/file?version=&preview=1` the current (or a given) version: downloaded,
 *   or shown in the page for PDF and raster images only; with S3, a redirect to a link valid for a
 *   minute, given only after the same check.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  orm: MikroORM,
  config: Config,
  files: FileStore,
): void {
  void app.register((scope, _options, done) => {
    // The body is handed over unread, whatever its type: the route streams it to the store.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
    const staff = staffOnly(orm, config);
    const context = (request: FastifyRequest): RecordContext & Staff => {
      const user = staffOf(request);
      return { em: orm.em.fork(), user, role: user.profile?.role ?? 'staff' };
    };
    const tooLargeByHeader = (request: FastifyRequest) =>
      Number(request.headers['content-length']) > MAX_DOCUMENT_BYTES;

    async function upload(
      request: FastifyRequest,
      reply: FastifyReply,
      save: (file: DocumentFile) => Promise<unknown>,
    ) {
      const name = fileNameSchema.safeParse((request.query as { name?: unknown }).name);
      if (!name.success) return reply.code(400).send({ message: 'Please give the file a name' });
      if (!(request.body instanceof Readable))
        return reply.code(400).send({ message: 'Please send the file.' });
      if (tooLargeByHeader(request)) return sendTooLarge(reply);
      try {
        return await receiveAndSave(files, request, name.data, save);
      } catch (error) {
        if (error instanceof FileTooLarge) return sendTooLarge(reply);
        return sendAppError(reply, error);
      }
    }

    // Checked before the body is read: only approved staff can make the server read 25 MB.
    scope.post('/documents', { onRequest: staff }, async (request, reply) => {
      const values = documentUploadSchema.safeParse(request.query);
      if (!values.success) {
        const issue = values.error.issues[0];
        const field = String(issue?.path[0] ?? 'file');
        return reply.code(400).send({ message: issue?.message, fieldErrors: { [field]: issue?.message } });
      }
      return upload(request, reply, (file) => createDocument(context(request), values.data, file));
    });

    scope.post<{ Params: { id: string } }>(
      '/documents/:id/versions',
      { onRequest: staff },
      async (request, reply) => {
        if (!idSchema.safeParse(request.params.id).success)
          return reply.code(404).send({ message: 'Document not found' });
        const ctx = context(request);
        // The document must be live before its body is read.
        try {
          await documentService.byId(ctx, request.params.id);
        } catch (error) {
          return sendAppError(reply, error);
        }
        return upload(request, reply, (file) => addDocumentVersion(ctx, request.params.id, file));
      },
    );

    scope.get<{ Params: { id: string }; Querystring: { version?: string; preview?: string } }>(
      '/documents/:id/file',
      { preHandler: staff },
      async (request, reply) => {
        const version = versionSchema.safeParse(request.query.version);
        if (!idSchema.safeParse(request.params.id).success || !version.success)
          return reply.code(404).send({ message: 'Document not found' });
        let file;
        try {
          file = await documentVersion(context(request), request.params.id, version.data);
        } catch (error) {
          return sendAppError(reply, error);
        }
        const inline = request.query.preview === '1' && canPreview(file.contentType);
        const headers = {
          contentType: file.contentType,
          contentDisposition: contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
        };
        reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_CSP)
          .header('x-frame-options', 'SAMEORIGIN');
        const url = await files.signedUrl(file.fileKey, headers);
        if (url) return reply.redirect(url, 303);
        const stored = await files.get(file.fileKey);
        if (!stored) return reply.code(404).send({ message: 'The file is missing from the store.' });
        return reply
          .header('content-type', headers.contentType)
          .header('content-disposition', headers.contentDisposition)
          .header('content-length', stored.size)
          .send(stored.body);
      },
    );
    done();
  });
}
