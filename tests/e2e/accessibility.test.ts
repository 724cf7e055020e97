import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { gotoHydrated, launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { directSignIn, directStaff } from './support/staff.ts';

const publicPages = [
  { path: '/', heading: 'Get registered, pass your audit and stay compliant' },
  { path: '/ndis-audits', heading: 'NDIS Audits & Registration Groups' },
  { path: '/ndis-audits?tab=registration-groups', heading: 'NDIS Audits & Registration Groups' },
  { path: '/registration-groups', heading: 'Understanding NDIS Registration Groups and Relevant Modules' },
  { path: '/registration-proposal', heading: 'NDIS Registration Proposal' },
  { path: '/existing-provider-proposal', heading: 'Full Certification Audit Registration' },
  { path: '/ongoing-support', heading: 'NDIS Compliance & Growth Partner Packages' },
  { path: '/payment', heading: 'No registration groups selected.' },
  { path: '/no-such-page', heading: '404' },
];

describe('accessibility (axe, WCAG 2.1 AA) in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const width of [1280, 390]) {
    it.each(publicPages)(`$path has no violations at ${width} px`, async ({ path, heading }) => {
      const { page, context } = await openPage(browser, { width });
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await networkSettled(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('has no violations in the phone menu, the Services menu, the Terms dialog and the checkout', async () => {
    const phone = await openPage(browser, { width: 390 });
    await gotoHydrated(phone.page, '/');
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'NDIS Audits' }).waitFor();
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    await phone.context.close();

    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/registration-proposal');
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('menuitem', { name: 'New Providers' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('checkbox', { name: /^Select 0104 / }).check();
    await page.getByRole('button', { name: 'Read Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Accept and Continue' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Checkout' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no violations on the CRM sign-in screen', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/crm');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no violations on the signed-in CRM dashboard, leads list and new lead form', async () => {
    const { page, context } = await openPage(browser);
    await directSignIn(context, await directStaff());
    for (const path of ['/crm', '/crm/leads', '/crm/leads/new']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await networkSettled(page);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
