import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { directSignIn, directStaff } from './support/staff.ts';

describe('the date fields’ calendar in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('names the previous and next month buttons, and axe finds nothing with the calendar open', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, await directStaff('Cal', 'Endar'));
    await page.goto('/crm/accounts/new');
    await page.getByRole('textbox', { name: 'Registration expiry date' }).click();
    await page.getByRole('button', { name: 'Previous month' }).waitFor();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByRole('button', { name: /\d{4}$/ })
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
