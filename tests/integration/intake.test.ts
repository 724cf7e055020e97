import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { splitName } from '../../src/server/features/records/find-or-create-parties.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const formData = (overrides: Record<string, string> = {}) => ({
  name: 'Jane Citizen',
  email: 'jane@harbourcare.example.com.au',
  phone: '0412 345 678',
  company: 'Harbour Care',
  message: 'We would like help with our certification audit.',
  submittedAt: new Date().toISOString(),
  ...overrides,
});

describe('public lead intake', () => {
  let server: TestApp;
  let formToken: string;
  const em = () => server.database.orm.em.fork();

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '50' } });
    const tokens = createFormTokens(await loadAppSecret(em()));
    // Issued just now: a form sent at once (autofill) is a real person's too.
    formToken = tokens.issue();
  });
  afterAll(async () => {
    await server.close();
  });

  const submit = (data = formData(), extra: { website?: string; formToken?: string } = {}) =>
    createApiClient(server.url).client.intake.createLeadFromForm.mutate({
      formType: 'contact',
      formData: data,
      website: extra.website ?? '',
      formToken: extra.formToken ?? formToken,
    });

  it('creates the account, the contact, the lead and a form_submission activity', async () => {
    expect(await submit()).toEqual({ received: true });
    const lead = await em().findOneOrFail(
      Lead,
      { title: 'Website enquiry from Jane Citizen' },
      { populate: ['account', 'contact'] },
    );
    expect(lead).toMatchObject({
      description: 'We would like help with our certification audit.',
      source: 'website_form',
      enquiryType: 'sales_inquiry',
      status: 'new',
      priority: 'medium',
    });
    expect(lead.account.name).toBe('Harbour Care');
    expect(lead.contact).toMatchObject({
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@harbourcare.example.com.au',
    });
    expect(lead.contact.account?.id).toBe(lead.account.id);
    expect(lead.formData).toMatchObject({
      formType: 'contact',
      name: 'Jane Citizen',
      company: 'Harbour Care',
    });
    const activities = await em().find(Activity, { lead: lead.id });
    expect(activities.map((activity) => activity.type)).toEqual(['form_submission']);
  });

  it('reuses the contact found by email and the account found by company name, case-insensitively', async () => {
    const before = { accounts: await em().count(Account, {}), contacts: await em().count(Contact, {}) };
    await submit(
      formData({
        email: 'JANE@harbourcare.example.com.au',
        company: 'HARBOUR CARE',
        message: 'Second question',
        phone: '0499 999 999',
      }),
    );
    const jane = await em().findOneOrFail(Contact, { email: 'jane@harbourcare.example.com.au' });
    expect(jane.phone).toBe('0412 345 678');
    expect(await em().count(Account, {})).toBe(before.accounts);
    expect(await em().count(Contact, {})).toBe(before.contacts);
    expect(await em().count(Lead, { description: 'Second question' })).toBe(1);
  });

  it('never changes a known contact or account: it links them, and keeps the company typed for staff', async () => {
    const setup = em();
    const contact = setup.create(Contact, {
      firstName: 'Kim',
      lastName: 'Known',
      email: 'kim.known@example.com',
      phone: '0411 111 111',
    });
    const other = setup.create(Account, { name: 'Someone Else Pty Ltd' });
    await setup.flush();
    const before = await em().findOneOrFail(Contact, { id: contact.id });

    await submit(
      formData({
        name: 'Mallory Impostor',
        email: 'KIM.KNOWN@example.com',
        company: 'Someone Else Pty Ltd',
        phone: '0499 000 000',
        message: 'Re-point me',
      }),
    );
    const after = await em().findOneOrFail(Contact, { id: contact.id });
    expect(after).toEqual(before);
    expect(after.account).toBeNull();
    const lead = await em().findOneOrFail(
      Lead,
      { description: 'Re-point me' },
      { populate: ['account', 'contact'] },
    );
    expect(lead.contact.id).toBe(contact.id);
    expect(lead.account.id).toBe(other.id);
    expect(lead.formData).toMatchObject({ name: 'Mallory Impostor', company: 'Someone Else Pty Ltd' });
    expect(await em().findOneOrFail(Account, { id: other.id })).toMatchObject({
      name: 'Someone Else Pty Ltd',
    });
  });

  it('makes an individual account named after the person when no company is given', async () => {
    await submit(formData({ name: 'Cher', email: 'cher@example.com', company: '' }));
    const account = await em().findOneOrFail(Account, { name: 'Cher' });
    expect(account.accountType).toBe('individual');
    expect(await em().findOneOrFail(Contact, { email: 'cher@example.com' })).toMatchObject({
      firstName: 'Cher',
      lastName: '',
    });
  });

  it('answers a filled honeypot or a forged submission like a success, and stores nothing', async () => {
    const before = await em().count(Lead, {});
    expect(await submit(formData({ email: 'bot1@example.com' }), { website: 'http://spam.example' })).toEqual(
      { received: true },
    );
    expect(
      await submit(formData({ email: 'bot3@example.com' }), { formToken: `${Date.now() - 10_000}.forged` }),
    ).toEqual({
      received: true,
    });
    expect(await em().count(Lead, {})).toBe(before);
    expect(await em().count(Contact, { email: { $like: 'bot%' } })).toBe(0);
  });

  it('refuses an expired form with a clear message', async () => {
    const stale = createFormTokens(await loadAppSecret(em())).issue(Date.now() - 25 * 60 * 60 * 1000);
    const error = await rejectionOf(submit(formData(), { formToken: stale }));
    expect(error.message).toBe('This form has expired. Please reload the page and try again.');
  });

  it('validates like the form and answers field messages', async () => {
    const error = await rejectionOf(
      submit(formData({ name: '', email: 'not-an-email', phone: '', message: '' })),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fieldErrors).toMatchObject({
      'formData.name': 'Please enter your name',
      'formData.email': 'Please enter a valid email address',
      'formData.message': 'Please enter a message',
    });
  });

  it('hands out form tokens publicly', async () => {
    const { token } = await createApiClient(server.url).client.intake.formToken.query();
    expect(token).toMatch(/^\d{13}\.[\w-]+$/);
  });

  it('splits a name into first and last', () => {
    expect(splitName('  Jane   van der Berg ')).toEqual({ firstName: 'Jane', lastName: 'van der Berg' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('public lead intake rate limit', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '2' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits submissions per IP', async () => {
    const { client } = createApiClient(server.url);
    const send = () =>
      client.intake.createLeadFromForm.mutate({
        formType: 'contact',
        formData: formData(),
        website: '',
        formToken: 'x.y',
      });
    await send();
    await send();
    const limited = await rejectionOf(send());
    expect(limited.data?.httpStatus).toBe(429);
  });

  it('looks the company up by one index, oldest account first, however many accounts there are', async () => {
    const connection = server.database.orm.em.fork().getConnection();
    await connection.execute(
      `insert into accounts (id, name, account_type, created_at, updated_at)
       select gen_random_uuid(), 'Bulk Provider ' || i, 'small_business', now(), now()
         from generate_series(1, 5000) as i`,
    );
    await connection.execute('analyze accounts');
    const plan = await connection.execute<{ 'QUERY PLAN': string }[]>(
      `explain select * from accounts a where lower(a.name) = 'no such company' and a.deleted_at is null
        order by a.created_at asc limit 1`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Cond: (lower((name)::text)');
    expect(text).not.toMatch(/Sort|Filter/);
  });
});
