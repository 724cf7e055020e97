import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { apiAs, createConfirmedStaff, signInContext } from './support/staff.ts';

const SHOTS = process.env.SHOTS_DIR;

/** The page is a production build on two busy cores: give each change a few seconds to show. */
const waitFor = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe('Reports in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens Reports, changes the range, and a bar opens the list of the records it counts; axe clean at 1280 and 390 px', async () => {
    const manager = await createConfirmedStaff('Rhea', `Ports${randomBytes(2).toString('hex')}`, 'manager');
    const client = await apiAs(manager);
    const me = await client.auth.me.query();
    const tag = randomBytes(3).toString('hex');
    const account = await client.accounts.create.mutate({
      name: `Report Care ${tag}`,
      accountType: 'startup',
    });
    await client.opportunities.create.mutate({
      name: `Won deal ${tag}`,
      accountId: account.id,
      stage: 'closed_won',
      amount: 5000,
      ownerId: me?.id,
      registrationGroups: [],
    });

    const { page, context, consoleErrors } = await openPage(browser);
    await signInContext(context, manager);
    await page.goto(`/crm/reports?owner=${me?.id}`);
    await page.getByRole('heading', { name: 'By month closed' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Dates' }).click();
    await page.getByRole('option', { name: 'This month' }).click();
    await waitFor(() => Promise.resolve(new URL(page.url()).searchParams.get('range'))).toBe('this_month');
    await waitFor(() => page.getByLabel('Loading the report').count()).toBe(0);
    await page.getByRole('link', { name: '1' }).first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-1280.png`, fullPage: true });

    const section = page.locator('.mantine-Card-root').filter({ hasText: 'By month closed' });
    await section.locator('.recharts-bar-rectangle path').first().click();
    await waitFor(() => Promise.resolve(new URL(page.url()).pathname)).toBe('/crm/opportunities');
    const params = new URL(page.url()).searchParams;
    expect(params.get('stage')).toBe('closed_won');
    expect(params.get('owner')).toBe(me?.id);
    await page.getByText(`Won deal ${tag}`).first().waitFor();
    await page.getByText(/From a report: Closed/).waitFor();

    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInContext(phone.context, manager);
    await phone.page.goto(`/crm/reports?owner=${me?.id}&range=this_month`);
    await phone.page.getByRole('heading', { name: 'By month closed' }).waitFor();
    await phone.page.getByRole('link', { name: '1' }).first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/reports-390.png`, fullPage: true });
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    expect([...consoleErrors, ...phone.consoleErrors]).toEqual([]);
  });
});
