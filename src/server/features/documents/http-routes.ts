import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canPreview } from '../../../shared/document-files.ts';
import { documentUploadSchema } from '../../../shared/schemas/document.ts';
import type { Config } from '../../config.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { contentDisposition } from '../../storage/sniff.ts';
import { acceptRawBodies, receiveUpload, sendAppError } from '../../storage/upload.ts';
import type { User } from '../../db/entities/user.ts';
import { staffOf, staffOnly } from '../auth/staff-access.ts';
import type { RecordContext } from '../records/record-type.ts';
import { addDocumentVersion, createDocument, documentService, documentVersion } from './service.ts';

/** A downloaded file's page may run nothing and load nothing; a PDF preview is framed by the CRM only. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const idSchema = z.uuid();
const versionSchema = z.coerce.number().int().min(1).optional();

type Staff = { user: User; role: RecordContext['role'] };

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
    acceptRawBodies(scope);
    const staff = staffOnly(orm, config);
    const context = (request: FastifyRequest): RecordContext & Staff => {
      const user = staffOf(request);
      return { em: orm.em.fork(), user, role: user.profile?.role ?? 'staff' };
    };
    // Checked before the body is read: only approved staff can make the server read 25 MB.
    scope.post('/documents', { onRequest: staff }, async (request, reply) => {
      const values = documentUploadSchema.safeParse(request.query);
      if (!values.success) {
        const issue = values.error.issues[0];
        const field = String(issue?.path[0] ?? 'file');
        return reply.code(400).send({ message: issue?.message, fieldErrors: { [field]: issue?.message } });
      }
      return receiveUpload(files, request, reply, (file) =>
        createDocument(context(request), values.data, file),
      );
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
        return receiveUpload(files, request, reply, (file) =>
          addDocumentVersion(ctx, request.params.id, file),
        );
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
