import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { Opportunity } from '../../src/server/db/entities/opportunity.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { Quote } from '../../src/server/db/entities/quote.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { mailsTo, waitForMails } from '../support/mail.ts';
import { acceptedQuote } from '../support/quotes.ts';
import { signedInStaff } from '../support/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

describe('routing website enquiries (Settings › Enquiries)', () => {
  let server: TestApp;
  let admin: Staff;
  let priya: Staff;
  let sam: Staff;
  let left: Staff;
  let formToken: string;
  const em = () => server.database.orm.em.fork();

  beforeAll(async () => {
    server = await startTestApp({
      env: {
        RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '100',
        RATE_LIMIT_CHECKOUT_PER_10_MINUTES: '100',
        RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100',
      },
    });
    admin = await signedInStaff(server, 'Ada', 'Admin', 'admin');
    priya = await signedInStaff(server, 'Priya', 'Nair');
    sam = await signedInStaff(server, 'Sam', 'Okafor');
    left = await signedInStaff(server, 'Lee', 'Left');
    formToken = createFormTokens(await loadAppSecret(em())).issue();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await admin.client.enquiryRouting.save.mutate({
      mode: 'unassigned',
      defaultOwnerId: null,
      roundRobinIds: [],
      sharedInbox: '',
    });
  });

  /** A contact form enquiry from a new person; the lead it made. */
  async function enquiry() {
    const email = `enquirer-${randomBytes(4).toString('hex')}@example.com`;
    await createApiClient(server.url).client.intake.createLeadFromForm.mutate({
      formType: 'contact',
      formData: {
        name: 'Jane Citizen',
        email,
        phone: '0412 345 678',
        company: `Care ${email}`,
        message: 'Please call me about our audit.',
        submittedAt: new Date().toISOString(),
      },
      website: '',
      formToken,
    });
    return em().findOneOrFail(Lead, { contact: { email } }, { populate: ['assignedTo'] });
  }

  it('leaves an enquiry unassigned until an admin chooses how to route it', async () => {
    const lead = await enquiry();
    expect(lead.assignedTo).toBeNull();
    expect((await priya.client.notifications.list.query()).items).toEqual([]);
  });

  it('gives an enquiry to the default owner with a bell notification and mails to them and the shared inbox', async () => {
    const inbox = `enquiries-${randomBytes(4).toString('hex')}@example.com`;
    const saved = await admin.client.enquiryRouting.save.mutate({
      mode: 'default_owner',
      defaultOwnerId: priya.me.id,
      roundRobinIds: [],
      sharedInbox: ` ${inbox.toUpperCase()} `,
    });
    expect(saved).toEqual({
      mode: 'default_owner',
      defaultOwnerId: priya.me.id,
      roundRobinIds: [],
      sharedInbox: inbox,
    });

    const lead = await enquiry();
    expect(lead.assignedTo?.id).toBe(priya.me.id);
    const activities = await em().find(Activity, { lead: lead.id }, { orderBy: { type: 'asc' } });
    expect(activities.map(({ type, title, description }) => ({ type, title, description }))).toEqual([
      {
        type: 'assignment',
        title: 'New enquiry: Website enquiry from Jane Citizen',
        description: 'Assigned to Priya Nair (default owner)',
      },
      {
        type: 'form_submission',
        title: 'Website form submission',
        description: 'Submitted through the website contact form',
      },
    ]);
    const bell = await priya.client.notifications.list.query();
    expect(bell.unread).toBeGreaterThan(0);
    expect(bell.items[0]).toMatchObject({
      kind: 'enquiry_routed',
      title: 'New enquiry: Website enquiry from Jane Citizen',
      subject: 'lead',
      subjectId: lead.id,
    });
    // Priya's first mail is her sign-up confirmation.
    for (const [to, count] of [
      [priya.email, 2],
      [inbox, 1],
    ] as const) {
      const mail = (await waitForMails(server.config.mailDir, to, count)).at(-1);
      expect(mail?.subject).toBe('New enquiry: Website enquiry from Jane Citizen');
      expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('Please call me about our audit.');
      expect(mail?.link).toBe(`http://localhost:3000/crm/leads/${lead.id}`);
    }
  });

  it('takes turns in the round robin, skipping deactivated staff, across enquiries sent at once', async () => {
    await admin.client.enquiryRouting.save.mutate({
      mode: 'round_robin',
      defaultOwnerId: null,
      roundRobinIds: [priya.me.id, left.me.id, sam.me.id],
      sharedInbox: '',
    });
    const first = await enquiry();
    const second = await enquiry();
    expect([first.assignedTo?.id, second.assignedTo?.id]).toEqual([priya.me.id, left.me.id]);

    const session = em();
    await session.nativeUpdate(Profile, { user: left.me.id }, { status: 'deactivated' });
    const atOnce = await Promise.all([enquiry(), enquiry(), enquiry(), enquiry()]);
    const owners = atOnce.map((lead) => lead.assignedTo?.id);
    expect(owners.filter((id) => id === sam.me.id)).toHaveLength(2);
    expect(owners.filter((id) => id === priya.me.id)).toHaveLength(2);
    await session.nativeUpdate(Profile, { user: left.me.id }, { status: 'active' });
  });

  it('routes an accepted proposal: the lead and its opportunity get the owner, who gets the quote mail', async () => {
    const inbox = `proposals-${randomBytes(4).toString('hex')}@example.com`;
    await admin.client.enquiryRouting.save.mutate({
      mode: 'default_owner',
      defaultOwnerId: sam.me.id,
      roundRobinIds: [],
      sharedInbox: inbox,
    });
    const quote = await acceptedQuote(server);
    const { lead } = await em().findOneOrFail(Quote, { id: quote.id }, { populate: ['lead.assignedTo'] });
    expect(lead.assignedTo?.id).toBe(sam.me.id);
    const opportunity = await em().findOneOrFail(Opportunity, { sourceLead: lead.id });
    expect(opportunity.owner?.id).toBe(sam.me.id);
    const [inboxMail] = await waitForMails(server.config.mailDir, inbox);
    // The quote's own mail tells Sam (his sign-up confirmation and round robin enquiries came before).
    const samSubjects = async () =>
      (await mailsTo(server.config.mailDir, sam.email)).map((mail) => mail.subject);
    await vi.waitFor(
      async () => expect(await samSubjects()).toContain(`Proposal accepted online: ${quote.number}`),
      {
        timeout: 20_000,
        interval: 100,
      },
    );
    expect(await samSubjects()).not.toContain('New enquiry: Proposal accepted online by Harbour Care');
    expect(inboxMail?.subject).toBe('New enquiry: Proposal accepted online by Harbour Care');
    expect((await sam.client.notifications.list.query()).items[0]).toMatchObject({
      kind: 'enquiry_routed',
      subjectId: lead.id,
    });
  });

  it('refuses a default owner that is missing or not active staff, naming the field', async () => {
    const missing = await rejectionOf(
      admin.client.enquiryRouting.save.mutate({
        mode: 'default_owner',
        defaultOwnerId: null,
        roundRobinIds: [],
        sharedInbox: '',
      }),
    );
    expect(missing.data?.code).toBe('BAD_REQUEST');
    expect(missing.message).toContain('Choose the default owner');
    await em().nativeUpdate(Profile, { user: left.me.id }, { status: 'deactivated' });
    const inactive = await rejectionOf(
      admin.client.enquiryRouting.save.mutate({
        mode: 'round_robin',
        defaultOwnerId: null,
        roundRobinIds: [left.me.id],
        sharedInbox: 'not an email',
      }),
    );
    expect(inactive.message).toContain('Please enter a valid email address for shared inbox');
    const notStaff = await rejectionOf(
      admin.client.enquiryRouting.save.mutate({
        mode: 'round_robin',
        defaultOwnerId: null,
        roundRobinIds: [left.me.id],
        sharedInbox: '',
      }),
    );
    expect(notStaff.message).toBe('Everyone in the round robin must be an active staff member');
    await em().nativeUpdate(Profile, { user: left.me.id }, { status: 'active' });
  });
});
