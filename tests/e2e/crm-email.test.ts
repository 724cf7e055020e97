import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMails } from '../support/mail.ts';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiAs, createConfirmedStaff, signInContext } from './support/staff.ts';

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('Send email in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const width of [1280, 390]) {
    it(`writes an email from a lead with a template at ${width} px, sees it on the lead and in the mail`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { width });
      const staff = await createConfirmedStaff();
      await signInContext(context, staff);
      const tag = randomBytes(3).toString('hex');
      const client = await apiAs(staff);
      const account = await client.accounts.create.mutate({
        name: `Wattle Care ${tag}`,
        accountType: 'startup',
      });
      const email = `ava.${tag}@example.com`;
      const contact = await client.contacts.create.mutate({
        firstName: 'Ava',
        lastName: 'Nguyen',
        accountId: account.id,
        email,
      });
      const lead = await client.leads.create.mutate({
        title: `Website enquiry ${tag}`,
        accountId: account.id,
        contactId: contact.id,
      });

      await page.goto(`/crm/leads/${lead.id}`);
      await card(page, 'Emails').getByRole('button', { name: 'Send email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send email' });
      await dialog.getByText(email).waitFor();
      await dialog.getByLabel('Template', { exact: true }).click();
      await page.getByRole('option', { name: 'First reply to a website enquiry' }).click();
      await expect
        .poll(() => dialog.getByRole('textbox', { name: 'Subject' }).inputValue())
        .toBe('Your enquiry with NDIS Provider Support');
      await dialog.getByRole('textbox', { name: 'Body' }).getByText('Hello Ava,').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      const emails = card(page, 'Emails');
      await emails.getByText('Your enquiry with NDIS Provider Support').waitFor();
      await card(page, 'Activities')
        .getByText('Email sent: Your enquiry with NDIS Provider Support')
        .waitFor();
      const [mail] = await waitForMails(inject('mailDir'), email);
      expect(mail?.subject).toBe('Your enquiry with NDIS Provider Support');
      expect(mail?.raw).toContain(`Thank you for your enquiry about Website enquiry ${tag}`);
      await emails.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
