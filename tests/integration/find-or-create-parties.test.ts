import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { AuditLog } from '../../src/server/db/entities/audit-log.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { findOrCreateManyParties } from '../../src/server/features/records/find-or-create-parties.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/** Several people's account and contact found or made at once, as a batch of website enquiries is. */
describe('parties found or made together', () => {
  let server: TestApp;
  const em = () => server.database.orm.em.fork();

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives each party, in its order, its known contact and account, the oldest account of its company, or new ones', async () => {
    const setup = em();
    const oldest = setup.create(Account, { name: 'Parties Harbour Care', createdAt: new Date('2025-01-01') });
    setup.create(Account, { name: 'parties harbour care', createdAt: new Date('2026-01-01') });
    const own = setup.create(Account, { name: 'Parties Own Account' });
    const chosen = setup.create(Account, { name: 'Parties Chosen By ABN' });
    const known = setup.create(Contact, {
      firstName: 'Kim',
      lastName: 'Known',
      email: 'kim.known@parties.example',
      account: own,
    });
    const loose = setup.create(Contact, {
      firstName: 'Lou',
      lastName: 'Loose',
      email: 'lou@parties.example',
    });
    const gone = setup.create(Account, { name: 'Parties Deleted Account', deletedAt: new Date() });
    const orphan = setup.create(Contact, {
      firstName: 'Oz',
      lastName: 'Orphan',
      email: 'oz@parties.example',
      account: gone,
    });
    await setup.flush();

    const tx = em();
    const found = await tx.transactional(async (inner) => {
      const parties = await findOrCreateManyParties(
        inner,
        [
          { party: { name: 'New Person', email: 'new@parties.example', phone: null, company: null } },
          // Known by email, whatever company is typed: linked with its own account.
          {
            party: { name: 'Kim K', email: 'KIM.KNOWN@parties.example', phone: null, company: 'Other' },
            accountId: chosen.id,
          },
          {
            party: {
              name: 'Ann Named',
              email: 'ann@parties.example',
              phone: null,
              company: 'PARTIES HARBOUR CARE',
            },
          },
          {
            party: { name: 'Bo Chosen', email: 'bo@parties.example', phone: null, company: 'Ignored' },
            accountId: chosen.id,
          },
          // Known, without an account: the company's account.
          {
            party: {
              name: 'Lou',
              email: 'lou@parties.example',
              phone: null,
              company: 'Parties Harbour Care',
            },
          },
          { party: { name: 'Cy Newco', email: null, phone: '0400 000 001', company: 'Parties New Company' } },
          // Known, its account deleted (it reads as none): the company's account.
          {
            party: { name: 'Oz', email: 'oz@parties.example', phone: null, company: 'Parties Harbour Care' },
          },
        ],
        'website',
      );
      await inner.flush();
      return parties.map(({ account, contact }) => ({ account: account.id, contact: contact.id }));
    });

    const accounts = await em().find(Account, { id: { $in: found.map((party) => party.account) } });
    const contacts = await em().find(Contact, { id: { $in: found.map((party) => party.contact) } });
    const accountName = (id: string | undefined) => accounts.find((account) => account.id === id)?.name;
    const contactOf = (id: string | undefined) => contacts.find((contact) => contact.id === id);

    expect(found.map((party) => accountName(party.account))).toEqual([
      'New Person',
      'Parties Own Account',
      'Parties Harbour Care',
      'Parties Chosen By ABN',
      'Parties Harbour Care',
      'Parties New Company',
      'Parties Harbour Care',
    ]);
    expect(found[2]?.account).toBe(oldest.id);
    expect(found[4]?.account).toBe(oldest.id);
    expect(found[6]?.account).toBe(oldest.id);
    expect(found[6]?.contact).toBe(orphan.id);
    expect(accounts.find((account) => account.name === 'New Person')?.accountType).toBe('individual');
    expect(found[1]?.contact).toBe(known.id);
    expect(found[4]?.contact).toBe(loose.id);
    expect([0, 2, 3, 5].map((index) => contactOf(found[index]?.contact)?.firstName)).toEqual([
      'New',
      'Ann',
      'Bo',
      'Cy',
    ]);
    expect(contactOf(found[3]?.contact)?.account?.id).toBe(chosen.id);

    // Made through the kit: each new record has its Created history, by the website.
    const created = await em().find(AuditLog, {
      recordId: { $in: [...found.map((party) => party.contact), ...found.map((party) => party.account)] },
      action: 'create',
    });
    expect(created).toHaveLength(6);
    expect(new Set(created.map((entry) => entry.actor))).toEqual(new Set(['website']));
  });
});
