import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { privacyExportPath } from '../../../shared/routes.ts';
import { privacyExportFormats } from '../../../shared/schemas/privacy.ts';
import type { Config } from '../../config.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { Profile } from '../../db/entities/profile.ts';
import { MANAGERS_ONLY } from '../../trpc.ts';
import { staffOf, staffOnly } from '../auth/staff-access.ts';
import { writeAudit } from '../records/audit.ts';
import { CONTACT_NOT_FOUND } from './erase.ts';
import { htmlDocument, jsonDocument } from './export-document.ts';
import { findPerson } from './person.ts';
import { personData, personFiles, type ExportSection, type PersonFile } from './person-data.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';

const CONTENT_TYPES = {
  zip: 'application/zip',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
} as const;

/** A stored file's name in the zip: its row's id first (names repeat), no folders or control characters. */
const zipName = (file: PersonFile) => `files/${file.id}-${file.name.replace(/[\p{Cc}/\\]/gu, '_')}`;

type About = Parameters<typeof jsonDocument>[0];

/** The zip's entries: the JSON, the HTML, then each stored file streamed from the store (a file gone from it is left out). */
async function* zipEntries(
  about: About,
  sections: ExportSection[],
  files: AsyncGenerator<PersonFile>,
  store: FileStore,
): AsyncGenerator<ZipEntry> {
  yield { name: 'personal-data.json', body: jsonDocument(about, sections), compress: true };
  yield { name: 'personal-data.html', body: htmlDocument(about, sections), compress: true };
  for await (const file of files) {
    const stored = await store.get(file.key);
    if (stored) yield { name: zipName(file), body: stored.body, compress: false };
  }
}

const querySchema = z.object({
  contact: z.uuid({ error: 'Invalid contact id' }),
  format: z.enum(privacyExportFormats, { error: 'Please choose zip, json or html' }).default('zip'),
});

/**
 * `GET /files/crm/privacy-export?contact=<id>&format=zip|json|html`: everything held on a
 * contact (records/personal-data.ts, read from the registry) for a manager or an admin, streamed
 * as it is read: the zip holds the JSON, the HTML and the person's stored files (their
 * documents'). Each export is written to the contact's audit log first.
 */
export function registerPrivacyExport(
  app: FastifyInstance,
  orm: MikroORM,
  config: Config,
  store: FileStore,
): void {
  app.get(privacyExportPath, { preHandler: staffOnly(orm, config) }, async (request, reply) => {
    const em = orm.em.fork();
    const user = staffOf(request);
    const profile = await em.findOne(Profile, { user });
    if (profile?.role !== 'manager' && profile?.role !== 'admin')
      return reply.code(403).send({ message: MANAGERS_ONLY });
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: query.error.issues[0]?.message });
    const { contact, format } = query.data;
    const person = await findPerson(em, contact);
    if (!person) return reply.code(404).send({ message: CONTACT_NOT_FOUND });

    await em.transactional(async (tx) => {
      writeAudit(tx, {
        recordType: 'contacts',
        recordId: person.contactId,
        action: 'export',
        changes: [{ field: 'format', before: null, after: format }],
        by: user,
      });
      await tx.flush();
    });
    const about = { name: person.name, contactId: person.contactId, exportedAt: new Date() };
    const sections = personData(em, person);
    const document =
      format === 'zip'
        ? zipStream(zipEntries(about, sections, personFiles(em, person), store))
        : format === 'json'
          ? jsonDocument(about, sections)
          : htmlDocument(about, sections);
    const stream = Readable.from(document);
    stream.on('error', (error) => request.log.error({ err: error }, 'Personal data export failed'));
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="personal-data-${person.contactId}.${format}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
