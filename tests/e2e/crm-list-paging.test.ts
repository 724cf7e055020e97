import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

const ACCOUNTS = 30;

/** The page is a production build on two busy cores: give each change a few seconds to show. */
const waitFor = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

function cardNames(page: Page) {
  return page.locator('.mantine-Card-root h2').allTextContents();
}

describe('list paging in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('pages with Next and Previous, and back and reload return to the same page and sort', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff();
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');
    const client = await directApi(staff);
    for (let index = 1; index <= ACCOUNTS; index += 1)
      await client.accounts.create.mutate({
        name: `Paging ${tag} ${String(index).padStart(2, '0')}`,
        accountType: 'small_business',
      });

    await page.goto(`/crm/accounts?q=${tag}`);
    const status = page.getByText(/^Showing /);
    await waitFor(() => status.textContent()).toBe(`Showing 1–24 of ${ACCOUNTS} accounts`);
    expect((await cardNames(page))[0]).toBe(`Paging ${tag} 01`);

    await page.getByRole('button', { name: 'Next' }).click();
    await waitFor(() => status.textContent()).toBe(`Showing 25–30 of ${ACCOUNTS} accounts`);
    expect(await cardNames(page)).toHaveLength(6);
    expect(new URL(page.url()).searchParams.get('from')).toBe('25');
    expect(new URL(page.url()).searchParams.has('after')).toBe(true);
    await waitFor(() => page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await page.reload();
    await waitFor(() => status.textContent()).toBe(`Showing 25–30 of ${ACCOUNTS} accounts`);
    expect((await cardNames(page))[0]).toBe(`Paging ${tag} 25`);

    await page.getByRole('button', { name: 'Previous' }).click();
    await waitFor(() => status.textContent()).toBe(`Showing 1–24 of ${ACCOUNTS} accounts`);
    expect((await cardNames(page))[0]).toBe(`Paging ${tag} 01`);
    await page.goBack();
    await waitFor(() => status.textContent()).toBe(`Showing 25–30 of ${ACCOUNTS} accounts`);

    await page.getByRole('combobox', { name: 'Sort accounts' }).click();
    await page.getByRole('option', { name: 'Newest first' }).click();
    await waitFor(async () => (await cardNames(page))[0]).toBe(`Paging ${tag} 30`);
    await waitFor(() => status.textContent()).toBe(`Showing 1–24 of ${ACCOUNTS} accounts`);
    await page.reload();
    await waitFor(async () => (await cardNames(page))[0]).toBe(`Paging ${tag} 30`);

    expect(consoleErrors).toEqual([]);
  });
});
