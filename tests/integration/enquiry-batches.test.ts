import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { Account } from '../../src/server/db/entities/account.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { AuditLog } from '../../src/server/db/entities/audit-log.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

type Visitor = { name: string; email: string; company: string };

/** Enquiries sent together: they meet on the server, which saves them in batches. */
describe('website enquiries that arrive together', () => {
  let server: TestApp;
  let formToken: string;
  const em = () => server.database.orm.em.fork();

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '1000' } });
    formToken = createFormTokens(await loadAppSecret(em())).issue();
  });
  afterAll(async () => {
    await server.close();
  });

  const send = ({ name, email, company }: Visitor) =>
    createApiClient(server.url).client.intake.createLeadFromForm.mutate({
      formType: 'contact',
      formData: {
        name,
        email,
        company,
        phone: '0412 345 678',
        message: `Question from ${name}`,
        submittedAt: new Date().toISOString(),
      },
      website: '',
      formToken,
    });

  /** How many transactions wrote these leads: rows written in one share its id (xmin). */
  const transactionsOf = async (titlePrefix: string) => {
    const [row] = await em().execute<{ transactions: number; leads: number }[]>(
      `select count(distinct xmin::text)::int as transactions, count(*)::int as leads
         from leads where title like ?`,
      [`Website enquiry from ${titlePrefix}%`],
    );
    return row;
  };

  it('saves every one, with its history, as one after the other would', async () => {
    const visitors: Visitor[] = Array.from({ length: 40 }, (_, index) => ({
      name: `Batch Visitor ${index}`,
      email: index % 10 === 3 ? 'same.person@batch.example.com' : `visitor.${index}@batch.example.com`,
      // A known contact comes with its own account: the same person names the same company here.
      company:
        index % 10 === 3
          ? 'Batch Same Person Company'
          : index % 10 === 5
            ? 'Batch Shared Company'
            : `Batch Company ${index}`,
    }));
    const answers = await Promise.all(visitors.map(send));
    expect(answers).toEqual(visitors.map(() => ({ received: true })));

    const leads = await em().find(
      Lead,
      { title: { $like: 'Website enquiry from Batch Visitor %' } },
      { populate: ['account', 'contact'] },
    );
    expect(leads).toHaveLength(40);
    // The same email is one contact, the same new company one account, whichever batch each was in.
    expect(await em().count(Contact, { email: 'same.person@batch.example.com' })).toBe(1);
    expect(await em().count(Account, { name: 'Batch Shared Company' })).toBe(1);
    for (const lead of leads) {
      const visitor = visitors.find((one) => lead.title === `Website enquiry from ${one.name}`);
      expect(lead.description).toBe(`Question from ${visitor?.name}`);
      expect(lead.contact.email).toBe(visitor?.email);
      expect(lead.account.name).toBe(visitor?.company);
    }
    const leadIds = leads.map((lead) => lead.id);
    const activities = await em().find(Activity, { lead: { $in: leadIds } });
    expect(activities.map((activity) => activity.type)).toEqual(leads.map(() => 'form_submission'));
    expect(await em().count(AuditLog, { recordType: 'leads', recordId: { $in: leadIds } })).toBe(40);

    // Some were saved together: fewer transactions than leads.
    const written = await transactionsOf('Batch Visitor ');
    expect(written?.leads).toBe(40);
    expect(written?.transactions).toBeLessThan(40);
  });

  it('answers an enquiry that fails with its own error, and saves the others of its batch', async () => {
    await em().execute(`
      create function fail_one_enquiry() returns trigger language plpgsql as $$
      begin
        if new.title = 'Website enquiry from Failing Visitor' then raise exception 'refused for the test'; end if;
        return new;
      end $$;
      create trigger fail_one_enquiry before insert on leads for each row execute function fail_one_enquiry();`);
    try {
      const visitors: Visitor[] = Array.from({ length: 20 }, (_, index) => ({
        name: index === 12 ? 'Failing Visitor' : `Batched Visitor ${index}`,
        email: `batched.${index}@batch.example.com`,
        company: `Batched Company ${index}`,
      }));
      const answers = await Promise.all(
        visitors.map((visitor) =>
          rejectionOf(send(visitor)).then(
            (error) => error.message,
            () => 'saved',
          ),
        ),
      );
      expect(answers.filter((answer) => answer === 'saved')).toHaveLength(19);
      expect(answers[12]).toMatch(/^Something went wrong/);
      expect(await em().count(Lead, { title: { $like: 'Website enquiry from Batched Visitor %' } })).toBe(19);
      expect(await em().count(Lead, { title: 'Website enquiry from Failing Visitor' })).toBe(0);
      expect(await em().count(Contact, { email: 'batched.12@batch.example.com' })).toBe(0);
    } finally {
      await em().execute('drop trigger fail_one_enquiry on leads; drop function fail_one_enquiry()');
    }
  });
});
