import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMails } from '../support/mail.ts';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { createConfirmedStaff, signInContext } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

const NEW_PASSWORD = 'Wombat-Lantern-Quill-7';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Whether the page scrolls sideways (it must not, at any width). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('passwords in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const width of [1280, 390]) {
    it(`sets a new password from 'Forgot password?' through the mailed link, then signs in with it (${width} px)`, async () => {
      const staff = await createConfirmedStaff('Fern', 'Forgetful', 'staff');
      const { page, context, consoleErrors } = await openPage(browser, { width });
      await page.goto('/crm');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await field(page, 'Email').fill(staff.email.toUpperCase());
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText("If an account exists for that address, we've sent a link").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      const mails = await waitForMails(e2eServer().mailDir, staff.email, 2);
      const link = new URL(mails.at(-1)?.link ?? '');
      expect(link.pathname).toBe('/crm/reset-password');
      await page.goto(link.pathname + link.search);
      await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);

      await field(page, 'New Password').fill('password1234');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await page
        .getByText('This password is too close to a common or breached password. Please choose another.')
        .waitFor();
      await field(page, 'New Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await page.getByText('Your new password is set, and you are signed out everywhere.').waitFor();
      expect(new URL(page.url()).search).toBe('');

      await signIn(page, staff.email, staff.password);
      await page.getByText('Invalid login credentials').waitFor();
      await signIn(page, staff.email, NEW_PASSWORD);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      // The used link says so.
      await page.goto(link.pathname + link.search);
      await field(page, 'New Password').fill('Another-Wombat-Quill-8');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await page.getByText('This password reset link has already been used.', { exact: false }).waitFor();

      // Settings › Security lists the attempts.
      await page.goto('/crm/settings/security');
      await page.getByRole('table', { name: 'Login history' }).getByText('Signed in').first().waitFor();
      await networkSettled(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);

      // An admin reads them on the Team page and sends a new link, never seeing it.
      const admin = await openPage(browser, { width });
      await signInContext(admin.context, { ...e2eServer().admin, firstName: 'Erin', lastName: 'Admin' });
      await admin.page.goto('/crm/settings/team');
      const row = admin.page.getByRole('row').filter({ hasText: staff.email });
      await row.getByRole('button', { name: 'More for Fern Forgetful' }).click();
      await admin.page.getByRole('menuitem', { name: 'Login history' }).click();
      await admin.page.getByRole('dialog').getByText('Wrong password').first().waitFor();
      await networkSettled(admin.page);
      expect(await accessibilityViolations(admin.page)).toEqual([]);
      await admin.page.keyboard.press('Escape');
      await row.getByRole('button', { name: 'More for Fern Forgetful' }).click();
      await admin.page.getByRole('menuitem', { name: 'Send reset link' }).click();
      await admin.page.getByText(`A link to set a new password was sent to ${staff.email}`).waitFor();
      expect(admin.consoleErrors).toEqual([]);
      await admin.context.close();
      expect(
        consoleErrors.filter((line) => !line.includes('the server responded with a status of 4')),
      ).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('changes the password in Settings › Security and lists the sign-ins there', async () => {
    const staff = await createConfirmedStaff('Cato', 'Changer', 'staff');
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/crm');
    await signIn(page, staff.email, staff.password);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page.waitForURL((url) => url.pathname === '/crm/settings/security');
    const history = page.getByRole('table', { name: 'Login history' });
    await history.getByText('Signed in').first().waitFor();
    await networkSettled(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByRole('textbox', { name: 'Current Password' }).fill(staff.password);
    await form.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed. Your other sessions are signed out.').waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Login history' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
