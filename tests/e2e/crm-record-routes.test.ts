import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff, type StaffMember } from './support/staff.ts';

/** An account, its contact and a lead on them, made through the API; their names carry the tag. */
async function createRecords(staff: StaffMember, tag: string) {
  const client = await directApi(staff);
  const account = await client.accounts.create.mutate({ name: `Routes Care ${tag}`, accountType: 'startup' });
  const contact = await client.contacts.create.mutate({
    firstName: 'Rowan',
    lastName: `Path${tag}`,
    accountId: account.id,
  });
  const lead = await client.leads.create.mutate({
    title: `Routes lead ${tag}`,
    accountId: account.id,
    contactId: contact.id,
  });
  return [
    { tab: 'leads', name: lead.title, id: lead.id, singular: 'Lead' },
    { tab: 'contacts', name: `Rowan Path${tag}`, id: contact.id, singular: 'Contact' },
    { tab: 'accounts', name: account.name, id: account.id, singular: 'Account' },
  ] as const;
}

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function path(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('record routes in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('walks leads, contacts and accounts through list, detail, edit, back and reload at their own URLs', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff();
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');

    for (const record of await createRecords(staff, tag)) {
      const list = `/crm/${record.tab}?q=${tag}`;
      const detail = `/crm/${record.tab}/${record.id}?q=${tag}`;
      const edit = `/crm/${record.tab}/${record.id}/edit?q=${tag}`;
      const heading = page.getByRole('heading', { name: record.name, level: 2 });

      // List -> detail: the record's own URL, which keeps the list's search.
      await page.goto(list);
      await card(page, record.name).click();
      await page.waitForURL(() => path(page) === detail);
      await heading.waitFor();

      // Detail -> edit, and reload shows the same form with the record's values.
      await page.getByRole('button', { name: `Edit ${record.singular}` }).click();
      await page.waitForURL(() => path(page) === edit);
      await page.getByRole('heading', { name: `Edit ${record.singular}` }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: `Edit ${record.singular}` }).waitFor();
      expect(await page.getByRole('button', { name: `Save ${record.singular}` }).isVisible()).toBe(true);

      // Back -> detail, reload -> still the detail.
      await page.goBack();
      await page.waitForURL(() => path(page) === detail);
      await heading.waitFor();
      await page.reload();
      await heading.waitFor();

      // Back again -> the list with its search; reload keeps it.
      await page.goBack();
      await page.waitForURL(() => path(page) === list);
      await card(page, record.name).waitFor();
      await page.reload();
      await card(page, record.name).waitFor();
      expect(await page.getByRole('searchbox').inputValue()).toBe(tag);

      // Back to the list from the detail's button, too.
      await page.goto(detail);
      await page.getByRole('button', { name: `Back to ${record.tab}` }).click();
      await page.waitForURL(() => path(page) === list);
      await card(page, record.name).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows not found at the URL of a missing contact or account, with a way back', async () => {
    const { page, context } = await openPage(browser);
    await directSignIn(context, await directStaff());
    for (const [tab, singular] of [
      ['contacts', 'Contact'],
      ['accounts', 'Account'],
    ] as const) {
      await page.goto(`/crm/${tab}/00000000-0000-4000-8000-000000000000/edit`);
      await page.getByText(`${singular} not found`).waitFor();
      await page.getByRole('button', { name: `Back to ${tab}` }).click();
      await page.waitForURL((url) => url.pathname === `/crm/${tab}`);
    }
    await context.close();
  });
});
