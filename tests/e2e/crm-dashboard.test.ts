import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { directSignIn, directStaff } from './support/staff.ts';

function statCard(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** A dashboard card's text on one line, e.g. 'Total Leads 5 1 new'. */
async function statText(page: Page, title: string): Promise<string> {
  return (await statCard(page, title).innerText()).replace(/\s+/g, ' ').trim();
}

function recentLeads(page: Page) {
  return page.getByRole('region', { name: 'Recent Leads' });
}

function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Holds the next call of a procedure until the returned function is called. */
async function holdCall(page: Page, procedure: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

describe('dashboard in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates the demo data after confirming, shows its figures and recent leads, then clears everything', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, await directStaff());
    await page.goto('/crm');
    await statCard(page, 'Total Leads').waitFor();

    // Cancelling the confirmation changes nothing.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('demoData.')) sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Create Enterprise Demo Data' }).click();
    const confirmCreate = page.getByRole('dialog', { name: 'Create Enterprise Demo Data' });
    await confirmCreate
      .getByText(
        'This permanently deletes every quote, opportunity, lead, contact and account, with their activities, tasks, documents (and their files), evidence requests and change history, including real ones. It then adds sample data in their place.',
      )
      .waitFor();
    await confirmCreate.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirmCreate.count()).toBe(0);
    expect(sent).toEqual([]);

    // Confirmed: a progress message, then the result.
    const release = await holdCall(page, 'demoData.create');
    await page.getByRole('button', { name: 'Create Enterprise Demo Data' }).click();
    await confirmCreate.getByRole('button', { name: 'Replace All Data' }).click();
    await expect.poll(() => confirmCreate.count()).toBe(0);
    await toast(page, 'Creating comprehensive demo data...').waitFor();
    release();
    await toast(
      page,
      'Demo data created: 5 accounts, 7 contacts, 5 leads, 23 opportunities, 2 quotes, 6 documents and 14 tasks.',
    ).waitFor();
    await expect.poll(() => toast(page, 'Creating comprehensive demo data...').count()).toBe(0);

    await expect.poll(() => statText(page, 'Total Leads')).toBe('Total Leads 5 1 new');
    expect(await statText(page, 'Qualified Leads')).toBe('Qualified Leads 1 3 high-scoring');
    expect(await statText(page, 'Pipeline Value')).toBe('Pipeline Value $109,000 Total estimated value');
    expect(await statText(page, 'Urgent Leads')).toBe('Urgent Leads 2 Priority urgent');
    expect(await page.getByText('new this month').count()).toBe(0);

    const rows = recentLeads(page).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(5);
    for (const row of await rows.all()) {
      expect(await row.innerText()).toMatch(/Created \d{1,2} \w+ \d{4}/);
      expect(await row.innerText()).toMatch(/\d+\/100/);
    }
    const newest = rows.first();
    expect(await newest.getByText('New', { exact: true }).isVisible()).toBe(true);
    expect(await newest.getByText('Urgent', { exact: true }).isVisible()).toBe(true);

    // A recent lead opens its detail.
    const title = (await newest.getByRole('link').locator('p').first().textContent()) ?? '';
    await newest.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/crm/leads/'));
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await page.goBack();

    // Clear everything, after confirming.
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    const confirmClear = page.getByRole('dialog', { name: 'Clear All Data' });
    await confirmClear
      .getByText(
        'This permanently deletes every quote, opportunity, lead, contact and account, with their activities, tasks, documents (and their files), evidence requests and change history, including real ones.',
        { exact: true },
      )
      .waitFor();
    await confirmClear.getByRole('button', { name: 'Delete All Data' }).click();
    await toast(page, 'All demo data cleared successfully!').waitFor();
    await recentLeads(page).getByText('No leads yet').waitFor();
    await expect.poll(() => statText(page, 'Total Leads')).toBe('Total Leads 0 0 new');
    expect(await statText(page, 'Pipeline Value')).toBe('Pipeline Value $0 Total estimated value');

    await page.getByRole('navigation', { name: 'CRM' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByText('No accounts yet.').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says so when creating or clearing the demo data fails', async () => {
    const { page, context } = await openPage(browser);
    await directSignIn(context, await directStaff());
    await page.route(
      (url) => url.pathname.startsWith('/trpc/demoData.'),
      (route) => route.abort(),
    );
    await page.goto('/crm');

    await page.getByRole('button', { name: 'Create Enterprise Demo Data' }).click();
    await page.getByRole('button', { name: 'Replace All Data' }).click();
    await toast(page, 'Failed to create demo data: ').waitFor();

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('button', { name: 'Delete All Data' }).click();
    await toast(page, 'Failed to clear demo data. Please try again.').waitFor();
    await context.close();
  });

  it('fits 390 px without sideways scrolling', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await directSignIn(context, await directStaff());
    await page.goto('/crm');
    await page.getByRole('button', { name: 'Create Enterprise Demo Data' }).click();
    await page.getByRole('button', { name: 'Replace All Data' }).click();
    await toast(
      page,
      'Demo data created: 5 accounts, 7 contacts, 5 leads, 23 opportunities, 2 quotes, 6 documents and 14 tasks.',
    ).waitFor();
    await expect.poll(() => recentLeads(page).getByRole('listitem').count()).toBe(5);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await context.close();
  });
});
