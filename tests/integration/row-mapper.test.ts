import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { mapRows } from '../../src/server/db/row-mapper.ts';
import { registeredTypes } from '../../src/server/record-types.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

// db/row-mapper.ts maps a list's rows in place of MikroORM's own result mapper: for every record
// type, both must give the same objects, keys in the same order, from the same rows.
describe('list rows mapped to properties', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
    const api = await signedInStaff(server, 'Priya', 'Nair', 'admin');
    await api.client.demoData.create.mutate();
  });
  afterAll(async () => {
    await server.close();
  });

  it('maps every record type as MikroORM does, its joined columns passed through', async () => {
    const em = server.database.orm.em.fork();
    const driver = em.getDriver();
    const mapped: string[] = [];
    // Every record type's list, and the timeline's (activities, read by the same kit).
    const listed = [...Object.entries(registeredTypes), ['activities', { entity: Activity }] as const];
    for (const [name, type] of listed) {
      const meta = em.getMetadata(type.entity);
      const rows = await em.execute<Record<string, unknown>[]>(
        // A joined column, and one named as a property the row's own column maps to (kept out).
        `select r.*, 'joined' as linked_name, 'not a date' as "createdAt" from "${meta.tableName}" r order by r.id`,
      );
      const ours = mapRows<Record<string, unknown>>(em, meta, rows);
      const theirs = rows.map((row) => driver.mapResult(row, meta) as Record<string, unknown>);
      expect(ours, name).toEqual(theirs);
      expect(ours.map(Object.keys), name).toEqual(theirs.map(Object.keys));
      for (const row of ours) {
        expect(row.createdAt, name).toBeInstanceOf(Date);
        expect(row.linked_name, name).toBe('joined');
      }
      if (rows.length > 0) mapped.push(name);
    }
    // The demo data fills these; a type without rows would prove nothing.
    const [contact] = await em.execute<Record<string, unknown>[]>('select * from contacts limit 1');
    const contactMeta = em.getMetadata(registeredTypes.contacts.entity);
    expect(mapRows<Record<string, unknown>>(em, contactMeta, contact ? [contact] : [])[0]).toMatchObject({
      isPrimary: expect.any(Boolean) as unknown,
      firstName: contact?.first_name,
    });
    expect(mapped).toEqual(
      expect.arrayContaining([
        'leads',
        'contacts',
        'accounts',
        'opportunities',
        'quotes',
        'tasks',
        'documents',
      ]),
    );
  });
});
