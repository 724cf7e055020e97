import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMails } from '../support/mail.ts';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.ts';
import { adminClient, directSignIn, directStaff } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

describe('routing a website enquiry in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The server is shared with the other files: leave enquiries unassigned as before.
    const { client } = await adminClient();
    await client.enquiryRouting.save.mutate({
      mode: 'unassigned',
      defaultOwnerId: null,
      roundRobinIds: [],
      sharedInbox: '',
    });
    await browser.close();
  });

  it('an admin picks a default owner and a shared inbox; the next enquiry rings the owner’s bell and mails both', async () => {
    const stamp = Date.now();
    const admin = await directStaff('Ada', 'Router');
    const owner = await directStaff('Olive', `Owner${stamp}`, 'staff');
    const inbox = `enquiries-${stamp}@example.com`;

    const settings = await openPage(browser);
    await directSignIn(settings.context, admin);
    await settings.page.goto('/crm');
    await settings.page.getByRole('button', { name: /account menu/ }).click();
    await settings.page.getByRole('menuitem', { name: 'Enquiries' }).click();
    await settings.page.waitForURL('**/crm/settings/enquiries');
    const form = settings.page.getByRole('form', { name: 'Website enquiries' });
    await form.getByRole('radio', { name: 'One default owner' }).check();
    const ownerSelect = form.getByRole('combobox', { name: 'Default owner' });
    await ownerSelect.click();
    await ownerSelect.fill('Olive');
    await settings.page.getByRole('option', { name: `Olive Owner${stamp}` }).click();
    await form.getByRole('textbox', { name: 'Shared inbox' }).fill(inbox);
    await form.getByRole('button', { name: 'Save' }).click();
    await settings.page.getByText('Enquiry settings saved').waitFor();
    expect(settings.consoleErrors).toEqual([]);
    await settings.context.close();

    const visitor = await openPage(browser);
    await gotoHydrated(visitor.page, '/#contact');
    const contact = visitor.page.getByRole('form', { name: 'Contact form' });
    await contact.getByRole('textbox', { name: 'Name' }).fill('Robin Routed');
    await contact.getByRole('textbox', { name: 'Email' }).fill(`robin-${stamp}@example.com.au`);
    await contact.getByRole('textbox', { name: 'Phone' }).fill('0400 555 011');
    await contact.getByRole('textbox', { name: 'Message' }).fill('Please call about our audit.');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await visitor.page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
    await visitor.context.close();

    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, owner);
    await page.goto('/crm');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page
      .getByRole('link', { name: /New enquiry: Website enquiry from Robin Routed, routed to you/ })
      .click();
    await page.waitForURL(/\/crm\/leads\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Website enquiry from Robin Routed' }).waitFor();
    await page.getByRole('button', { name: 'Notifications' }).waitFor();

    const leadUrl = page.url().replace(/^https?:\/\/[^/]+/, '');
    // The owner's first mail is this one: the signed-in fixture sent them no sign-up mail.
    for (const to of [owner.email, inbox]) {
      const mail = (await waitForMails(e2eServer().mailDir, to)).at(-1);
      expect(mail?.subject).toBe('New enquiry: Website enquiry from Robin Routed');
      expect(new URL(mail?.link ?? 'http://x').pathname).toBe(leadUrl);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
