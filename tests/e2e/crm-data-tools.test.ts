import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

/** Picks an option in a Mantine Select that is not searchable. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('data tools in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the History of an edited lead in plain words', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff('Sam', 'Rivera');
    await directSignIn(context, staff);
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const account = await client.accounts.create.mutate({
      name: `Wattle Care ${tag}`,
      accountType: 'startup',
    });
    const contact = await client.contacts.create.mutate({
      firstName: 'Ada',
      lastName: `Lovelace${tag}`,
      accountId: account.id,
    });
    const lead = await client.leads.create.mutate({
      title: `History check ${tag}`,
      accountId: account.id,
      contactId: contact.id,
    });

    await page.goto(`/crm/leads/${lead.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Lead' }).waitFor();
    await pick(page, 'Status', 'Qualified');
    await page.getByRole('button', { name: 'Save Lead' }).click();
    await page.getByText('Lead updated successfully').waitFor();

    await page.goto(`/crm/leads/${lead.id}`);
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('Status: New → Qualified', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const entries = history.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(
      await entries
        .first()
        .getByText(/^by Sam Rivera, /)
        .isVisible(),
    ).toBe(true);
    expect(await entries.last().getByText('Created', { exact: true }).isVisible()).toBe(true);
    const activities = page.locator('.mantine-Card-root').filter({ hasText: 'Activities' });
    await activities.getByText('Changed Status', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('finds a contact with Ctrl-K by phone number and opens the first hit with Enter', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff();
    await directSignIn(context, staff);
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const digits = String(100_000 + Math.floor(Math.random() * 800_000));
    const contact = await client.contacts.create.mutate({
      firstName: 'Mei',
      lastName: `Tanaka${tag}`,
      mobile: `04${digits.slice(0, 2)} ${digits.slice(2)} 77`,
    });

    await page.goto('/crm/leads');
    await page.getByRole('button', { name: 'Add Lead' }).waitFor();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Search the CRM' });
    await search.waitFor();
    await search.fill(`${digits.slice(0, 2)} ${digits.slice(2)}`);
    const results = page.getByRole('dialog');
    await results
      .getByRole('group', { name: 'Contacts' })
      .getByRole('button', { name: `Mei Tanaka${tag}` })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The first hit is selected as it arrives: Enter opens it without an arrow key first.
    await expect.poll(() => results.locator('[data-selected]').textContent()).toContain(`Mei Tanaka${tag}`);
    await search.press('Enter');
    await page.waitForURL(`**/crm/contacts/${contact.id}`);
    await page.getByRole('heading', { name: `Mei Tanaka${tag}`, level: 2 }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('exports exactly what the searched list shows', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390 });
    const staff = await directStaff();
    await directSignIn(context, staff);
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    for (const name of ['Alpha', 'Beta']) {
      await client.accounts.create.mutate({ name: `${name} ${tag}`, accountType: 'startup' });
    }

    await page.goto(`/crm/accounts?q=${tag}&sort=newest`);
    await page.getByRole('heading', { name: `Beta ${tag}` }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export these accounts as CSV' }).click();
    const csv = await (await download).createReadStream();
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    const names = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(names).toEqual([`Beta ${tag}`, `Alpha ${tag}`]);
    expect(consoleErrors).toEqual([]);
  });
});
