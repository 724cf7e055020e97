import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersion } from '../../src/shared/catalog/terms.ts';
import type { AcceptQuoteInput } from '../../src/shared/schemas/quote.ts';
import { TAMPERED_TOTAL } from '../../src/shared/schemas/quote.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { Opportunity } from '../../src/server/db/entities/opportunity.ts';
import { Document } from '../../src/server/db/entities/document.ts';
import { storeQuotePdf } from '../../src/server/features/quotes/pdf-document.ts';
import { createFileStore } from '../../src/server/storage/create-file-store.ts';
import { Quote } from '../../src/server/db/entities/quote.ts';
import { sha256 } from '../../src/server/features/auth/tokens.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { expireQuotes } from '../../src/server/features/quotes/expiry.ts';
import { CHECKOUT_REFUSED } from '../../src/server/features/quotes/router.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { attachmentOf, waitForMails } from '../support/mail.ts';
import { signedInStaff } from '../support/staff.ts';

const noServiceDetails = {
  hasClients: false,
  clientCount: 0,
  modulesWithClients: [],
  outlets: { sil: 0, sda: 0, office: 0, groupCentre: 0 },
};

/** The firm's own details, set as a firm would: the PDF and the mails carry them, not the placeholders. */
const firm = {
  FIRM_NAME: 'Wattle & Gum Compliance',
  FIRM_ADDRESS: '2 Test Lane, Hobart TAS 7000',
  FIRM_ABN: '51824753556',
  FIRM_PHONE: '03 6000 0000',
  FIRM_EMAIL: 'office@wattle-gum.example',
};

describe('quotes: accepting a proposal online', () => {
  let server: TestApp;
  let formToken: string;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  const em = () => server.database.orm.em.fork();
  let emailCount = 0;

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_CHECKOUT_PER_10_MINUTES: '200', ...firm } });
    // Issued just now: an acceptance sent at once (autofill) goes through.
    formToken = createFormTokens(await loadAppSecret(em())).issue();
    admin = await signedInStaff(server, 'Ada', 'Admin', 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const acceptance = (overrides: Partial<AcceptQuoteInput> = {}): AcceptQuoteInput => {
    emailCount += 1;
    return {
      details: {
        name: 'Jane Citizen',
        email: `jane${emailCount}@harbourcare.example.com.au`,
        phone: '0412 345 678',
        businessName: `Harbour Care ${emailCount}`,
        abn: '51824753556',
        website: '',
      },
      providerType: 'new_provider',
      groupIds: ['rg-0104', 'rg-0110'],
      total: 5170,
      termsVersion,
      formToken,
      ...overrides,
    };
  };
  const accept = (input = acceptance()) => createApiClient(server.url).client.quotes.accept.mutate(input);

  it('creates the lead, its activity, an opportunity at Proposal, and mails both sides', async () => {
    const input = acceptance();
    const { quote } = await accept(input);
    expect(quote?.number).toMatch(/^Q-\d{4}-\d{4}$/);
    const stored = await em().findOneOrFail(
      Quote,
      { id: quote?.id ?? '' },
      { populate: ['lead', 'opportunity'] },
    );
    expect(stored).toMatchObject({
      status: 'accepted',
      subtotalCents: 470000,
      gstCents: 47000,
      totalCents: 517000,
      abn: '51 824 753 556',
      termsVersion,
    });
    expect(stored.validUntil.getTime() - stored.acceptedAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(stored.lead).toMatchObject({ source: 'website_form', enquiryType: 'registration' });
    const activities = await em().find(Activity, { lead: stored.lead.id });
    expect(activities.map((activity) => activity.title)).toEqual([
      `Proposal accepted online: ${stored.number} $5,170.00 inc GST`,
    ]);
    const opportunity = await em().findOneOrFail(Opportunity, { id: stored.opportunity?.id ?? '' });
    expect(opportunity).toMatchObject({ stage: 'proposal', amount: 4700 });

    const [prospectMail] = await waitForMails(server.config.mailDir, input.details.email);
    expect(prospectMail?.link).toMatch(/\/quote\/[\w-]{40,}$/);
    const pdf = attachmentOf(prospectMail?.raw ?? '', 'application/pdf');
    expect(pdf).not.toBeNull();
    const { text } = await extractText(new Uint8Array(pdf ?? []), { mergePages: true });
    expect(text).toContain(stored.number);
    expect(text).toContain('$5,170.00');
    expect(text).toContain('Agreement');
    // The firm's details of FIRM_*, the same in the PDF and the mail.
    expect(text).toContain(firm.FIRM_NAME);
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain(firm.FIRM_ADDRESS);
    expect(text).toContain(firm.FIRM_EMAIL);
    expect(text).not.toContain('NDIS Provider Support');
    const mailText = prospectMail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mailText).toContain(firm.FIRM_ADDRESS);
    expect(mailText).toContain('Wattle &#38; Gum Compliance');
    expect(prospectMail?.raw).toMatch(/^From: "?Wattle & Gum Compliance"? <no-reply@localhost>/m);
    expect(mailText).toContain('<img src="http://localhost:3000/icon-192.png"');
    // The admins hear of it (the lead has no owner yet); their first mail was their own confirmation.
    const [, staffMail] = await waitForMails(server.config.mailDir, admin.email, 2);
    expect(staffMail?.subject).toBe(`Proposal accepted online: ${stored.number}`);
    expect(staffMail?.link).toBe(`http://localhost:3000/crm/quotes/${stored.id}`);

    // The private link opens the quote and its PDF; a wrong token answers 404.
    const token = new URL(prospectMail?.link ?? '').pathname.split('/').at(-1) ?? '';
    const api = createApiClient(server.url).client;
    expect(await api.quotes.byToken.query({ token })).toMatchObject({
      number: stored.number,
      expired: false,
    });
    const download = await fetch(`${server.url}/files/quote.pdf?token=${token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const wrong = await rejectionOf(api.quotes.byToken.query({ token: `${token.slice(0, -2)}xx` }));
    expect(wrong.data?.httpStatus).toBe(404);

    // The PDF among the account's documents, once (its job run again makes no second one).
    const accountDocuments = () =>
      em().find(Document, { account: stored.account.id, type: 'quote' }, { filters: false });
    await expect.poll(async () => (await accountDocuments()).length, { timeout: 20_000 }).toBe(1);
    const [document] = await accountDocuments();
    expect(document).toMatchObject({ fileName: `${stored.number}.pdf`, contentType: 'application/pdf' });
    expect(document?.quote?.id).toBe(stored.id);
    await storeQuotePdf(
      { em: em(), files: createFileStore(server.database.orm, server.config), config: server.config },
      stored.id,
    );
    expect(await accountDocuments()).toHaveLength(1);
    expect((await fetch(`${server.url}/files/quote.pdf?token=${'x'.repeat(43)}`)).status).toBe(404);

    // The accepting browser got a link of its own, stored only as a hash; the mail's did not replace it.
    expect(quote.checkoutToken).toMatch(/^[\w-]{40,}$/);
    expect(quote.checkoutToken).not.toBe(token);
    expect(await api.quotes.byToken.query({ token: quote.checkoutToken })).toMatchObject({
      number: stored.number,
    });
    const checkoutPdf = await fetch(`${server.url}/files/quote.pdf?token=${quote.checkoutToken}`);
    expect(checkoutPdf.status).toBe(200);
    const [row] = await em()
      .getConnection()
      .execute<{ checkout_token_hash: Buffer }[]>('select checkout_token_hash from quotes where id = ?', [
        stored.id,
      ]);
    expect(row?.checkout_token_hash.toString('hex')).toBe(sha256(quote.checkoutToken).toString('hex'));
  });

  it.each([
    ['0104', ['rg-0104'], 4730],
    ['0104 + 0110', ['rg-0104', 'rg-0110'], 5170],
    ['0101 (Verification Audit)', ['rg-0101'], 1210],
    ['0101 + 0104', ['rg-0101', 'rg-0104'], 4730],
  ])('prices a new provider as the page does: %s', async (_name, groupIds, total) => {
    const { quote } = await accept(acceptance({ groupIds, total }));
    expect(quote?.totalCents).toBe(total * 100);
  });

  it.each([
    ['0101 + 0104 + 0107, no service details', ['rg-0101', 'rg-0104', 'rg-0107'], noServiceDetails, 5280],
    [
      '0104 with modules ticked',
      ['rg-0104'],
      { ...noServiceDetails, modulesWithClients: ['module3', 'core', 'module1'] },
      6380,
    ],
    [
      '0136 with outlets',
      ['rg-0136'],
      { ...noServiceDetails, outlets: { sil: 2, sda: 1, office: 0, groupCentre: 3 } },
      7700,
    ],
  ] as const)('prices an existing provider as the page does: %s', async (_name, groupIds, details, total) => {
    const { quote } = await accept(
      acceptance({
        providerType: 'existing_seeking_registration',
        groupIds: [...groupIds],
        existingProviderDetails: { ...details, modulesWithClients: [...details.modulesWithClients] },
        total,
      }),
    );
    const stored = await em().findOneOrFail(Quote, { id: quote?.id ?? '' });
    expect(stored.totalCents).toBe(total * 100);
    expect(stored.snapshot.groups.every((group) => group.auditType === 'Certification')).toBe(true);
    expect(stored.existingProviderDetails).not.toBeNull();
  });

  it('refuses a tampered total and stores nothing', async () => {
    const before = await em().count(Quote, {});
    const leadsBefore = await em().count(Lead, {});
    const error = await rejectionOf(accept(acceptance({ total: 1 })));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(TAMPERED_TOTAL);
    expect(await em().count(Quote, {})).toBe(before);
    expect(await em().count(Lead, {})).toBe(leadsBefore);
  });

  it('refuses a wrong ABN with a message beside the field', async () => {
    const input = acceptance();
    const error = await rejectionOf(
      accept({ ...input, details: { ...input.details, abn: '51 824 753 557' } }),
    );
    expect(error.data?.fieldErrors?.['details.abn']).toMatch(/valid check digit/);
  });

  it('is atomic: a failure after the quote insert leaves nothing behind', async () => {
    const connection = em().getConnection();
    const counts = async () => {
      const [row] = await connection.execute<Record<string, number>[]>(
        `select (select count(*)::int from quotes) as quotes, (select count(*)::int from leads) as leads,
           (select count(*)::int from accounts) as accounts, (select count(*)::int from contacts) as contacts,
           (select count(*)::int from opportunities) as opportunities, (select count(*)::int from activities) as activities,
           (select coalesce(sum(last), 0)::int from quote_numbers) as numbers,
           (select count(*)::int from pgboss.job where name = 'mail') as mails`,
      );
      return row;
    };
    const before = await counts();
    await connection.execute(`create function fail_quote() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await connection.execute(
      'create trigger fail_quote after insert on quotes for each row execute function fail_quote()',
    );
    try {
      const error = await rejectionOf(accept());
      expect(error.data?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await counts()).toEqual(before);
    } finally {
      await connection.execute('drop trigger fail_quote on quotes');
      await connection.execute('drop function fail_quote()');
    }
  });

  it('numbers quotes without gaps under concurrent acceptances', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => accept()));
    const numbers = results.map(({ quote }) => quote?.number ?? '').sort();
    const all = (await em().find(Quote, {}, { orderBy: { number: 'asc' } })).map((quote) => quote.number);
    const sequence = all.map((number) => Number(number.slice(-4)));
    expect(sequence).toEqual(sequence.map((_, index) => index + 1));
    expect(new Set(numbers).size).toBe(8);
  });

  it('refuses a submission with the honeypot filled or a forged token, saying so, and stores nothing', async () => {
    const before = await em().count(Quote, {});
    const input = acceptance();
    const honeypot = await rejectionOf(
      accept({ ...input, details: { ...input.details, website: 'spam.example' } }),
    );
    expect(honeypot.message).toBe(CHECKOUT_REFUSED);
    const forged = await rejectionOf(accept(acceptance({ formToken: `${Date.now() - 10_000}.forged` })));
    expect(forged.message).toBe(CHECKOUT_REFUSED);
    expect(await em().count(Quote, {})).toBe(before);
  });

  it('lists a lead’s quotes in the CRM, shows one, and lets staff withdraw it once', async () => {
    const { quote } = await accept();
    const stored = await em().findOneOrFail(Quote, { id: quote?.id ?? '' });
    const page = await admin.client.quotes.list.query({ leadId: stored.lead.id });
    expect(page.items).toEqual([
      {
        id: stored.id,
        number: stored.number,
        status: 'accepted',
        totalCents: 517000,
        businessName: stored.businessName,
        prospectName: stored.prospectName,
        acceptedAt: stored.acceptedAt,
        validUntil: stored.validUntil,
        createdAt: stored.createdAt,
        table: { owner: null, nextTask: null, lastActivityAt: null },
      },
    ]);
    const detail = await admin.client.quotes.byId.query({ id: stored.id });
    expect(detail).toMatchObject({ totalCents: 517000, lead: { id: stored.lead.id } });
    expect((await admin.client.quotes.withdraw.mutate({ id: stored.id })).status).toBe('withdrawn');
    const again = await rejectionOf(admin.client.quotes.withdraw.mutate({ id: stored.id }));
    expect(again.data?.code).toBe('CONFLICT');
  });

  it('adds a returning prospect’s quote to their open lead and opportunity, superseding the earlier one', async () => {
    const first = acceptance();
    const { quote: earlier } = await accept(first);
    const leadsBefore = await em().count(Lead, {});
    const { quote: later } = await accept(
      acceptance({ details: first.details, groupIds: ['rg-0104'], total: 4730 }),
    );
    expect(await em().count(Lead, {})).toBe(leadsBefore);
    const [old, current] = await Promise.all(
      [earlier?.id, later?.id].map((id) => em().findOneOrFail(Quote, { id: id ?? '' })),
    );
    expect(old?.status).toBe('superseded');
    expect(current?.status).toBe('accepted');
    expect(current?.lead.id).toBe(old?.lead.id);
    expect(current?.opportunity?.id).toBe(old?.opportunity?.id);
    const activities = await em().find(
      Activity,
      { lead: old?.lead.id ?? '' },
      { orderBy: { createdAt: 'asc' } },
    );
    expect(activities.map((activity) => activity.title)).toEqual([
      `Proposal accepted online: ${old?.number} $5,170.00 inc GST`,
      `Proposal accepted online: ${current?.number} $4,730.00 inc GST`,
    ]);
  });

  it('gives the PDF to approved staff by id, and to nobody without a session', async () => {
    const { quote } = await accept();
    const url = `${server.url}/files/crm/quote.pdf?id=${quote?.id ?? ''}`;
    expect((await fetch(url)).status).toBe(401);
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const download = await fetch(url, { headers: { cookie } });
    expect(download.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await download.arrayBuffer()), { mergePages: true });
    expect(text).toContain(quote?.number);
  });

  it('never changes an accepted quote’s price', async () => {
    const { quote } = await accept();
    const error = await em()
      .getConnection()
      .execute('update quotes set total_cents = 1, subtotal_cents = 1, gst_cents = 0 where id = ?', [
        quote?.id,
      ])
      .catch((failure: unknown) => failure);
    expect(String(error)).toMatch(/read-only/);
  });

  it('expires quotes past their date, and their page says so', async () => {
    const { quote } = await accept();
    // The link's token as the mail job stores it (that job's mail is tested above).
    const token = 'a-private-link-token-for-the-expiry-test';
    await em().nativeUpdate(Quote, { id: quote?.id ?? '' }, { accessTokenHash: sha256(token) });
    await expireQuotes(em(), new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect((await em().findOneOrFail(Quote, { id: quote?.id ?? '' })).status).toBe('expired');
    const shown = await createApiClient(server.url).client.quotes.byToken.query({ token });
    expect(shown).toMatchObject({ expired: true, status: 'expired' });
  });

  it('goes with the rest of the CRM data when an admin clears all data', async () => {
    await accept();
    expect(await admin.client.demoData.clear.mutate()).toEqual({
      cleared: true,
      backup: expect.stringMatching(/\.backup$/) as string,
    });
    expect(await em().count(Quote, {})).toBe(0);
  });
});
