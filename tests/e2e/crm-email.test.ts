import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentOf, waitForMails } from '../support/mail.ts';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { createTransport } from 'nodemailer';
import {
  apiAs,
  createConfirmedStaff,
  directApi,
  directSignIn,
  directStaff,
  signInContext,
} from './support/staff.ts';
import { e2eServer } from './support/server.ts';

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
    it(`writes an email from a lead with a template and a document at ${width} px, sees it on the lead and in the mail`, async () => {
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

      const register = 'Complaints register\n';
      const uploaded = await context.request.post(
        `/documents?subject=account&subjectId=${account.id}&name=register.txt`,
        {
          headers: { 'content-type': 'text/plain', origin: new URL(e2eServer().baseUrl).origin },
          data: register,
        },
      );
      expect(uploaded.status()).toBe(200);

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
      await dialog.getByRole('checkbox', { name: 'register (register.txt, 20 B)' }).check();
      expect(await accessibilityViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      const emails = card(page, 'Emails');
      await emails.getByText('Your enquiry with NDIS Provider Support').waitFor();
      await card(page, 'Activities')
        .getByText('Email sent: Your enquiry with NDIS Provider Support')
        .waitFor();
      const [mail] = await waitForMails(e2eServer().mailDir, email);
      expect(mail?.subject).toBe('Your enquiry with NDIS Provider Support');
      expect(mail?.raw).toContain(`Thank you for your enquiry about Website enquiry ${tag}`);
      expect(attachmentOf(mail?.raw ?? '', 'text/plain; name=register.txt')?.toString()).toBe(register);
      await emails.getByText('Attached: register.txt').waitFor();
      await emails.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('puts an unknown sender’s mail on a record from Settings › Unmatched mail, and discards another', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390 });
    const staff = await directStaff();
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');
    const { port, address } = e2eServer().inbound;
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    for (const subject of [`Policy question ${tag}`, `Newsletter ${tag}`])
      await transport.sendMail({
        from: `stranger.${tag}@example.org`,
        to: address,
        subject,
        text: 'Hello, can you help?',
      });
    const client = await directApi(staff);
    const account = await client.accounts.create.mutate({
      name: `Banksia Care ${tag}`,
      accountType: 'startup',
    });

    await page.goto('/crm/settings/unmatched-mail');
    const message = (subject: string) =>
      page.getByRole('listitem').filter({ has: page.getByText(subject, { exact: true }) });
    await message(`Policy question ${tag}`).getByRole('button', { name: 'Put on a record' }).click();
    await page.getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('option', { name: 'Account' }).click();
    await page.getByRole('combobox', { name: 'Account' }).fill(`Banksia Care ${tag}`);
    await page.getByRole('option', { name: `Banksia Care ${tag}` }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/unmatched-mail-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Put on this record' }).click();
    await expect.poll(() => page.getByText(`Policy question ${tag}`).count()).toBe(0);
    await page.getByRole('button', { name: `Discard Newsletter ${tag}` }).click();
    await expect.poll(() => page.getByText(`Newsletter ${tag}`).count()).toBe(0);

    await page.goto(`/crm/accounts/${account.id}`);
    await card(page, 'Emails').getByText(`Policy question ${tag}`).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
