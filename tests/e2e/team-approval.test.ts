import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { createPendingStaff, signInContext } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('team approval in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps a new user waiting until an admin approves them on the Team page, then lets them in', async () => {
    const newcomer = await createPendingStaff('Noor', 'Waiting');
    const user = await openPage(browser);
    await user.page.goto('/crm');
    await signIn(user.page, newcomer.email, newcomer.password);
    await user.page.getByRole('heading', { name: 'Waiting for Approval' }).waitFor();
    expect(await user.page.getByText(newcomer.email).isVisible()).toBe(true);
    expect(await user.page.getByRole('navigation', { name: 'CRM' }).count()).toBe(0);
    expect(await accessibilityViolations(user.page)).toEqual([]);

    const admin = await openPage(browser);
    await signInContext(admin.context, { ...e2eServer().admin, firstName: 'Erin', lastName: 'Admin' });
    await admin.page.goto('/crm');
    await admin.page.getByRole('button', { name: /account menu$/ }).click();
    await admin.page.getByRole('menuitem', { name: 'Team' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/crm/settings/team');
    await admin.page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: newcomer.email });
    await row.getByText('Waiting for approval').waitFor();
    await networkSettled(admin.page);
    expect(await accessibilityViolations(admin.page)).toEqual([]);
    await row.getByRole('button', { name: 'Approve Noor Waiting' }).click();
    await admin.page.getByText('Noor Waiting can now use the CRM').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    await user.page.reload();
    await user.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await user.page.getByRole('button', { name: 'Create Enterprise Demo Data' }).count()).toBe(0);
    expect(user.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });
});
