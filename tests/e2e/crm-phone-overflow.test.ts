import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

describe('the CRM on a 390 px phone in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('scrolls no screen sideways: every tab, the settings pages, a record detail and a form', async () => {
    const staff = await directStaff('Phoebe', 'Narrow-Screen');
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const account = await client.accounts.create.mutate({
      name: `Wattle Community Disability Support Services ${tag}`,
      accountType: 'small_business',
      email: `a-very-long-mailbox-name-for-intake-${tag}@wattle-community-disability.example.com.au`,
    });
    const contact = await client.contacts.create.mutate({
      firstName: 'Alexandria',
      lastName: `Featherstonehaugh${tag}`,
      accountId: account.id,
      email: `alexandria.featherstonehaugh.${tag}@wattle-community-disability.example.com.au`,
      isPrimary: true,
    });
    const lead = await client.leads.create.mutate({
      title: `Registration enquiry for supported independent living ${tag}`,
      accountId: account.id,
      contactId: contact.id,
    });

    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await directSignIn(context, staff);
    await page.goto('/crm');
    await page.getByRole('button', { name: /account menu/ }).waitFor();
    const tabs = await page
      .locator('nav a[href^="/crm"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(tabs.length).toBeGreaterThan(5);
    const screens = [
      ...new Set(tabs),
      '/crm/settings/team',
      '/crm/settings/enquiries',
      `/crm/leads/${lead.id}`,
      `/crm/contacts/${contact.id}`,
      `/crm/accounts/${account.id}`,
      `/crm/leads/${lead.id}/edit`,
      '/crm/contacts/new',
    ];
    const overflowing: string[] = [];
    for (const screen of screens) {
      await page.goto(screen);
      await networkSettled(page);
      await expect.poll(() => page.locator('main .mantine-Loader-root').count()).toBe(0);
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) overflowing.push(`${screen} (+${extra} px)`);
    }
    expect(overflowing).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
