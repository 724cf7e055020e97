import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.ts';

describe('payment checkout in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the empty notice when opened directly', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const response = await page.goto('/payment');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'No registration groups selected.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payment Checkout' }).count()).toBe(0);
    const back = page.getByRole('link', { name: 'Back to Registration Proposal' });
    expect(await back.getAttribute('href')).toBe('/registration-proposal');
    await back.click();
    await page.getByRole('heading', { level: 1, name: 'NDIS Registration Proposal' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('explains that card payments are coming when Process Payment is pressed', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/registration-proposal');
    await page.getByRole('checkbox', { name: /^Select 0107 / }).check();
    await page.getByRole('button', { name: 'Read Terms and Conditions' }).click();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Accept and Continue' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Checkout' }).waitFor();

    await page.getByRole('button', { name: 'Process Payment (Coming Soon)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment coming soon' });
    await dialog.getByText('integration with our card provider will be implemented here').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/payment$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
