import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { takeEvidenceUpload, TOO_MANY_ATTEMPTS } from '../../rate-limits.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { acceptRawBodies, receiveUpload, sendAppError } from '../../storage/upload.ts';
import { sha256 } from '../auth/tokens.ts';
import { EVIDENCE_ITEM_NOT_FOUND, itemTakingFiles, receiveEvidenceFile } from './public-page.ts';

const itemIdSchema = z.uuid();

type UploadParams = { Params: { token: string; itemId: string } };

/**
 * `POST /evidence/<token>/items/<itemId>/files?name=` takes one file for an item of the request
 * the private link opens, as the raw body (the page sends each file as its own request), streamed
 * into the file store as the documents' uploads are. The link, the item and the rate limits are
 * checked before the body is read; 404 `{message}` for a link or item that opens nothing.
 */
export function registerEvidenceUploadRoute(
  app: FastifyInstance,
  orm: MikroORM,
  config: Config,
  files: FileStore,
): void {
  void app.register((scope, _options, done) => {
    acceptRawBodies(scope);
    scope.post<UploadParams>('/evidence/:token/items/:itemId/files', async (request, reply) => {
      const { token, itemId } = request.params;
      if (!itemIdSchema.safeParse(itemId).success)
        return reply.code(404).send({ message: EVIDENCE_ITEM_NOT_FOUND });
      const em = orm.em.fork();
      try {
        await itemTakingFiles(em, token, itemId);
      } catch (error) {
        return sendAppError(reply, error);
      }
      if (!(await takeEvidenceUpload(em, config, sha256(token).toString('hex'), request.ip)))
        return reply.code(429).header('connection', 'close').send({ message: TOO_MANY_ATTEMPTS });
      return receiveUpload(files, request, reply, (file) =>
        receiveEvidenceFile(orm.em.fork(), token, itemId, file),
      );
    });
    done();
  });
}
