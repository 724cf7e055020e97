import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { privacyExportPath } from '../../../shared/routes.ts';
import { privacyExportFormats } from '../../../shared/schemas/privacy.ts';
import type { Config } from '../../config.ts';
import { Profile } from '../../db/entities/profile.ts';
import { MANAGERS_ONLY } from '../../trpc.ts';
import { staffOf, staffOnly } from '../auth/staff-access.ts';
import { writeAudit } from '../records/audit.ts';
import { CONTACT_NOT_FOUND } from './erase.ts';
import { htmlDocument, jsonDocument } from './export-document.ts';
import { findPerson } from './person.ts';
import { personData } from './person-data.ts';

const querySchema = z.object({
  contact: z.uuid({ error: 'Invalid contact id' }),
  format: z.enum(privacyExportFormats, { error: 'Please choose json or html' }).default('json'),
});

/**
 * `GET /files/crm/privacy-export?contact=<id>&format=json|html`: everything held on a contact
 * (records/personal-data.ts, read from the registry) for a manager or an admin, streamed as it
 * is read; each export is written to the contact's audit log first.
 */
export function registerPrivacyExport(app: FastifyInstance, orm: MikroORM, config: Config): void {
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
    const document = format === 'json' ? jsonDocument(about, sections) : htmlDocument(about, sections);
    const stream = Readable.from(document);
    stream.on('error', (error) => request.log.error({ err: error }, 'Personal data export failed'));
    return reply
      .header(
        'content-type',
        format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      )
      .header('content-disposition', `attachment; filename="personal-data-${person.contactId}.${format}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
