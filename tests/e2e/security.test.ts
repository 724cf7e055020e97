import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../support/api-client.ts';
import { totpCodeFor } from '../support/totp.ts';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { createConfirmedStaff, signInContext, type StaffMember } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR;

/** A screenshot for a person to look at, when SHOTS_DIR names where they go. */
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signInWithPassword(page: Page, staff: StaffMember): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(staff.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
}

async function openSecurity(page: Page): Promise<void> {
  await page.goto('/crm');
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await page.waitForURL((url) => url.pathname === '/crm/settings/security');
  await page.getByRole('heading', { name: 'Sessions' }).waitFor();
  await page.getByRole('list', { name: 'Sessions' }).waitFor();
  await networkSettled(page);
}

describe('staff account security in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sets up an authenticator app, then asks for its code at the next sign-in', async () => {
    const staff = await createConfirmedStaff('Tia', 'Totp', 'staff');
    const { context, page, consoleErrors } = await openPage(browser);
    await signInContext(context, staff);
    await openSecurity(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'security-1280');

    await page.getByRole('button', { name: 'Set up', exact: true }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code of your two-factor key' }).waitFor();
    const key = (await page.locator('code').innerText()).trim();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'two-factor-setup-1280');
    await page.getByRole('textbox', { name: 'Code from your app' }).fill(totpCodeFor(key));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'recovery-codes-1280');
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText('10 of 10 recovery codes left').waitFor();

    await signOut(page);
    await signInWithPassword(page, staff);
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'CRM' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'two-factor-prompt-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'two-factor-prompt-390');
    await page.getByRole('textbox', { name: 'Code' }).fill(totpCodeFor(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();

    // Lost phone: an admin resets it from the Team page.
    const admin = await openPage(browser);
    await signInContext(admin.context, { ...e2eServer().admin, firstName: 'Erin', lastName: 'Admin' });
    await admin.page.goto('/crm/settings/team');
    const row = admin.page.getByRole('row').filter({ hasText: staff.email });
    await row.getByText('On', { exact: true }).waitFor();
    await admin.page
      .getByRole('switch', { name: 'Require two-factor authentication for everyone' })
      .waitFor();
    await networkSettled(admin.page);
    expect(await accessibilityViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'team-1280');
    await row.getByRole('button', { name: 'Reset 2FA of Tia Totp' }).click();
    await admin.page.getByText(/^Two-factor authentication was reset/).waitFor();
    await row.getByText('Off', { exact: true }).waitFor();
    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();
  });

  it('adds a passkey with a virtual authenticator and signs in with it alone', async () => {
    const staff = await createConfirmedStaff('Pax', 'Passkey', 'staff');
    const { context, page, consoleErrors } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await signInContext(context, staff);
    await openSecurity(page);
    await page.getByRole('textbox', { name: 'Passkey name' }).fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const item = page
      .getByRole('list', { name: 'Passkeys' })
      .getByRole('listitem')
      .filter({ hasText: 'Test laptop' });
    await item.getByText('last used never').waitFor();
    await page.getByText("Passkey 'Test laptop' added").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'passkey-added-1280');

    await signOut(page);
    await shot(page, 'sign-in-1280');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await openSecurity(page);
    expect(await item.innerText()).not.toContain('last used never');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs out another browser from Settings › Security', async () => {
    const staff = await createConfirmedStaff('Ola', 'Others', 'staff');
    const here = await openPage(browser);
    const there = await openPage(browser, { width: 390, height: 844 });
    await signInContext(here.context, staff);
    await signInContext(there.context, staff);
    await there.page.goto('/crm');
    await there.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await openSecurity(here.page);
    const sessions = here.page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    expect(await sessions.count()).toBe(2);
    await here.page.getByText('This device').waitFor();
    await here.page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await here.page.getByText('1 other session signed out').waitFor();
    await here.page.getByRole('button', { name: /^Sign out .*, last active/ }).waitFor({ state: 'detached' });
    expect(await sessions.count()).toBe(1);

    await there.page.reload();
    await there.page.getByRole('heading', { name: 'Sign In' }).waitFor();

    await here.page.setViewportSize({ width: 390, height: 844 });
    expect(await accessibilityViolations(here.page)).toEqual([]);
    await shot(here.page, 'security-390');
    expect(here.consoleErrors).toEqual([]);
    await here.context.close();
    await there.context.close();
  });
  it('sends someone without two-factor authentication to set it up when an admin requires it', async () => {
    // Made before the requirement: the run's admin, who approves them, has no second factor.
    const staff = await createConfirmedStaff('Rhea', 'Required', 'staff');
    const owner = await createConfirmedStaff('Ona', 'Owner', 'admin');
    const baseUrl = e2eServer().baseUrl;
    const { client } = createApiClient(baseUrl, { origin: baseUrl });
    await client.auth.signIn.mutate({ email: owner.email, password: owner.password });
    const setup = await client.twoFactor.startSetup.mutate();
    await client.twoFactor.confirmSetup.mutate({ code: totpCodeFor(setup.key) });
    await client.team.requireTwoFactor.mutate({ required: true });
    try {
      const { context, page, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto('/crm');
      await signInWithPassword(page, staff);
      await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'CRM' }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'two-factor-required-390');
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await page.getByRole('img', { name: 'QR code of your two-factor key' }).waitFor();
      const key = (await page.locator('code').innerText()).trim();
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'two-factor-required-setup-390');
      await page.getByRole('textbox', { name: 'Code from your app' }).fill(totpCodeFor(key));
      await page.getByRole('button', { name: 'Turn on', exact: true }).click();
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    } finally {
      await client.team.requireTwoFactor.mutate({ required: false });
    }
  });
});
