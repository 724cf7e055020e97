import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusWhenEnabled, gotoHydrated, launchBrowser, openPage } from './support/browser.ts';

const pathwaySteps = [
  '1. List the supports you will deliver',
  '2. Check the audit type of each group',
  '3. Identify the modules that apply',
];

async function expandedSteps(page: Page): Promise<string[]> {
  const expanded: string[] = [];
  for (const step of pathwaySteps) {
    if ((await page.getByRole('button', { name: step }).getAttribute('aria-expanded')) === 'true') {
      expanded.push(step);
    }
  }
  return expanded;
}

async function tableRows(table: Locator): Promise<string[][]> {
  const rows = await table.getByRole('row').all();
  return Promise.all(
    rows.map(async (row) => (await row.getByRole('cell').allTextContents()).map((text) => text.trim())),
  );
}

describe('audit and registration-group guides in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the pathway guide one step at a time and collapses it', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/ndis-audits');
    await page.getByRole('button', { name: pathwaySteps[0] }).waitFor();
    expect(await expandedSteps(page)).toEqual([]);

    await page.getByRole('button', { name: pathwaySteps[0] }).click();
    await expect.poll(() => expandedSteps(page)).toEqual([pathwaySteps[0]]);
    await page.getByText('Write down every support you plan to offer').waitFor();

    await page.getByRole('button', { name: pathwaySteps[1] }).click();
    await expect.poll(() => expandedSteps(page)).toEqual([pathwaySteps[1]]);
    await page.getByText('If even one group needs certification').waitFor();
    await page.getByText('Write down every support you plan to offer').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: pathwaySteps[1] }).click();
    await expect.poll(() => expandedSteps(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('operates the pathway guide with the keyboard', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/ndis-audits');
    await focusWhenEnabled(page.getByRole('button', { name: pathwaySteps[2] }));
    await page.keyboard.press('Enter');
    await expect.poll(() => expandedSteps(page)).toEqual([pathwaySteps[2]]);
    await page.keyboard.press('Space');
    await expect.poll(() => expandedSteps(page)).toEqual([]);
    await context.close();
  });

  it('switches tabs by click and keyboard, keeps the tab in the URL and restores it on reload', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/ndis-audits');
    const auditsTab = page.getByRole('tab', { name: 'NDIS Audits' });
    const groupsTab = page.getByRole('tab', { name: 'Registration Groups' });
    expect(await auditsTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Verification and certification audits' }).waitFor();

    await groupsTab.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'registration-groups');
    await expect.poll(() => groupsTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('table').waitFor();

    // The prerendered page shows the default tab; the page renders the one in the URL on arrival.
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Registration Groups' }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    await page.getByRole('table').waitFor();
    expect(
      await page.getByRole('heading', { name: 'Verification and certification audits' }).isVisible(),
    ).toBe(false);

    await page.getByRole('tab', { name: 'Registration Groups' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.pathname === '/ndis-audits' && url.search === '');
    await expect
      .poll(() => page.getByRole('tab', { name: 'NDIS Audits' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('heading', { name: 'Verification and certification audits' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the standalone guide with the 20-group table, the collapsible explainer and the help prompt', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/registration-groups');
    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'No.',
      'Registration Group',
      'Type of Audit',
    ]);
    const rows = (await tableRows(table)).slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual(['0101', 'Accommodation/tenancy assistance', 'Verification']);
    expect(rows[3]).toEqual(['0104', 'High Intensity Daily Personal Activities', 'Certification']);
    expect(rows[19]).toEqual(['0120', 'Household tasks', 'Verification']);

    const why = page.getByRole('button', { name: 'Why Registration Groups Matter' });
    expect(await why.getAttribute('aria-expanded')).toBe('false');
    await why.click();
    await page.getByText('They decide your audit type').waitFor();
    await why.click();
    await expect.poll(() => why.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('heading', { name: 'Core vs Supplementary Modules' }).waitFor();
    for (const group of ['0104', '0110', '0131', '0118']) {
      await page.getByText(new RegExp(`^${group} `)).waitFor();
    }
    await page.getByText('adds the Specialist Disability Accommodation module').waitFor();

    await page.getByRole('heading', { name: 'Need Help or Guidance?' }).waitFor();
    await page.getByRole('link', { name: 'Contact our team' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the NDIS Commission pages in a new tab without an opener', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/ndis-audits');
    const links = page.locator('a[href^="https://www.ndiscommission.gov.au/"]');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
      expect(await link.textContent()).toContain('(opens in a new tab)');
    }
    await context.close();
  });
});
