import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

const SHOTS = process.env.SHOTS_DIR;

/** The page is a production build on two busy cores: give each change a few seconds to show. */
const waitFor = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The Owner cell of each row of the table, by the row's name. */
async function owners(page: Page): Promise<Record<string, string>> {
  const headers = await page.locator('table thead th').allTextContents();
  const ownerAt = headers.indexOf('Owner');
  const rows = await page.locator('table tbody tr').all();
  const result: Record<string, string> = {};
  for (const row of rows) {
    const cells = await row.locator('td').allTextContents();
    result[cells[1] ?? ''] = cells[ownerAt] ?? '';
  }
  return result;
}

describe('the table view in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('switches leads to a table, assigns an owner to chosen rows, and keeps the table after a reload', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff('Tess', 'Table');
    const owner = await directStaff('Olive', `Owner${randomBytes(2).toString('hex')}`, 'staff');
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');
    const client = await directApi(staff);
    const account = await client.accounts.create.mutate({
      name: `Table Care ${tag}`,
      accountType: 'startup',
    });
    const contact = await client.contacts.create.mutate({
      firstName: 'Jane',
      lastName: `Citizen${tag}`,
      accountId: account.id,
    });
    for (const title of ['Alpha', 'Bravo', 'Charlie'])
      await client.leads.create.mutate({
        title: `${title} ${tag}`,
        accountId: account.id,
        contactId: contact.id,
      });

    await page.goto(`/crm/leads?q=${tag}`);
    await page.getByRole('radiogroup', { name: 'Layout' }).getByText('Table').click();
    const table = page.getByRole('table');
    await waitFor(() => table.locator('tbody tr').count()).toBe(3);

    await page.getByRole('checkbox', { name: `Select Alpha ${tag}` }).check();
    await page.getByRole('checkbox', { name: `Select Bravo ${tag}` }).check();
    await page.getByText('2 leads selected').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leads-table-1280.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Assign owner' }).click();
    const ownerName = `${owner.firstName} ${owner.lastName}`;
    // The list's own Owner filter is on the page too: the one in the bulk action's popover.
    const select = page.getByRole('dialog').getByRole('combobox', { name: 'Owner', exact: true });
    await select.click();
    await select.fill(owner.lastName);
    await page.getByRole('option', { name: ownerName, exact: true }).click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('2 leads updated').waitFor();
    await waitFor(() => owners(page)).toEqual({
      [`Alpha ${tag}`]: ownerName,
      [`Bravo ${tag}`]: ownerName,
      [`Charlie ${tag}`]: '—',
    });

    await page.getByRole('checkbox', { name: `Select Charlie ${tag}` }).check();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Qualified', exact: true }).click();
    await page.getByText('1 lead updated').waitFor();
    await waitFor(() => table.locator('tbody tr', { hasText: `Charlie ${tag}` }).textContent()).toContain(
      'Qualified',
    );

    await page.reload();
    await waitFor(() => table.locator('tbody tr').count()).toBe(3);
    await waitFor(() => owners(page)).toEqual({
      [`Alpha ${tag}`]: ownerName,
      [`Bravo ${tag}`]: ownerName,
      [`Charlie ${tag}`]: '—',
    });

    // Select all on the page, delete, and Undo brings them back.
    await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
    await page.getByText('3 leads selected').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('3 leads deleted').waitFor();
    await waitFor(() => table.count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('3 leads restored').waitFor();
    await waitFor(() => table.locator('tbody tr').count()).toBe(3);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // On a phone the table scrolls inside its own box: the page itself never gets wider.
    const phone = await openPage(browser, { width: 390 });
    await directSignIn(phone.context, staff);
    await phone.page.goto(`/crm/leads?q=${tag}`);
    await waitFor(() => phone.page.getByRole('table').locator('tbody tr').count()).toBe(3);
    await phone.page.getByRole('checkbox', { name: `Select Alpha ${tag}` }).check();
    await phone.page.getByText('1 lead selected').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/leads-table-390.png`, fullPage: true });
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  // Each width is a test of its own: three pages and three axe runs at both widths took more than
  // the minute a test has on a busy machine.
  it.each([1280, 390])(
    'shows contacts, accounts and opportunities as tables too, axe clean, inside the page at %i px',
    async (width) => {
      const staff = await directStaff('Tia', 'Types');
      const client = await directApi(staff);
      const tag = randomBytes(3).toString('hex');
      const account = await client.accounts.create.mutate({
        name: `Types Care ${tag}`,
        accountType: 'startup',
      });
      await client.contacts.create.mutate({
        firstName: 'Ken',
        lastName: `Types${tag}`,
        accountId: account.id,
      });
      await client.opportunities.create.mutate({
        name: `Types deal ${tag}`,
        accountId: account.id,
        stage: 'proposal',
        amount: 42000,
      });
      for (const recordType of ['contacts', 'accounts', 'opportunities'] as const)
        await client.listViews.choose.mutate({ recordType, layout: 'table' });

      const { page, context, consoleErrors } = await openPage(browser, { width });
      await directSignIn(context, staff);
      for (const path of ['contacts', 'accounts', 'opportunities']) {
        await page.goto(`/crm/${path}?q=${tag}${path === 'opportunities' ? '&view=list' : ''}`);
        await waitFor(() => page.getByRole('table').locator('tbody tr').count()).toBe(1);
        await page.getByRole('checkbox', { name: 'Select all', exact: false }).check();
        await page.getByRole('region', { name: 'Bulk actions' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          width,
        );
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${path}-table-${width}.png`, fullPage: true });
        expect(await accessibilityViolations(page), path).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
