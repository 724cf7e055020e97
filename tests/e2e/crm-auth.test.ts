import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../support/api-client.ts';
import { waitForMails } from '../support/mail.ts';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { adminClient, createConfirmedStaff, signInContext } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

const password = 'Wombat-Creek-2026';

function newEmail(): string {
  return `crm-${randomBytes(4).toString('hex')}@example.com`;
}

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** The texts an input's aria-describedby points at: its description and its error message. */
function messagesBeside(page: Page, label: string): Promise<string> {
  return field(page, label).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(secret);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The header's user menu button, named by what it shows and 'account menu'. */
function accountMenuOf(page: Page) {
  return page.getByRole('button', { name: /account menu$/ });
}

/** Waits for the header to name the tab. */
function tabHeading(page: Page, name: string): Promise<void> {
  return page.getByRole('heading', { name, level: 1, exact: true }).waitFor();
}

describe('CRM staff accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, confirms from the mail, waits for approval, then signs in, switches tabs and signs out', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const email = newEmail();

    await page.goto('/crm');
    await page.getByText('NDIS Provider Support Management System').waitFor();
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByText('Create your CRM account').waitFor();
    await field(page, 'First Name').fill('Jordan');
    await field(page, 'Last Name').fill('Lee');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    expect(await page.getByText('confirmation link').textContent()).toContain(email);
    const [mail] = await waitForMails(e2eServer().mailDir, email);
    expect(mail?.link).toMatch(/\/crm\/confirm\?token=/);
    const link = mail?.link ?? '';

    await page.goto(link);
    await page
      .getByText(
        'Your email is confirmed. An admin will approve your account; sign in to see when they have.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/crm');
    expect(page.url()).not.toContain('token');

    await signIn(page, email, password);
    await page.getByRole('heading', { name: 'Waiting for Approval' }).waitFor();
    const { client } = await adminClient();
    const member = (await client.team.list.query()).find((entry) => entry.email === email);
    await client.team.approve.mutate({ userId: member?.id ?? '' });
    await page.reload();

    const accountMenu = accountMenuOf(page);
    await accountMenu.waitFor();
    await tabHeading(page, 'Dashboard');
    await expect.poll(() => page.title()).toBe('Dashboard · CRM');
    expect(await accountMenu.getByText('Jordan Lee').isVisible()).toBe(true);
    expect(await accountMenu.getByText('staff', { exact: true }).isVisible()).toBe(true);
    expect(await accountMenu.getByText('JL', { exact: true }).isVisible()).toBe(true);

    await page.reload();
    await accountMenu.waitFor();
    await tabHeading(page, 'Dashboard');

    await page.getByRole('navigation', { name: 'CRM' }).getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL((url) => url.pathname === '/crm/leads');
    await tabHeading(page, 'Leads');
    await expect.poll(() => page.title()).toBe('Leads · CRM');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/crm');
    await tabHeading(page, 'Dashboard');

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByText('Your email is confirmed').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await accountMenu.count()).toBe(0);
    expect(consoleErrors).toEqual([]);

    await page.goto(link);
    await page
      .getByRole('alert')
      .filter({ hasText: 'This confirmation link is invalid or has expired.' })
      .waitFor();
    await context.close();
  });

  it('shows the server refusals in the alert and the busy text while signing in', async () => {
    const staff = await createConfirmedStaff();
    const { page, context } = await openPage(browser);
    let releaseSignIn = () => {};
    const signInHeld = new Promise<void>((resolve) => (releaseSignIn = resolve));
    await page.route(
      (url) => url.pathname === '/trpc/auth.signIn',
      async (route) => {
        await signInHeld;
        await route.continue();
      },
    );

    await page.goto('/crm');
    await signIn(page, staff.email, 'not-the-password');
    const busyButton = page.getByRole('button', { name: 'Signing in...' });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    releaseSignIn();
    await page.getByRole('alert').filter({ hasText: 'Invalid login credentials' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true);

    const unconfirmed = newEmail();
    const { client } = createApiClient(e2eServer().baseUrl, { origin: e2eServer().baseUrl });
    await client.auth.signUp.mutate({ firstName: 'Sam', lastName: 'Ng', email: unconfirmed, password });
    // Until its link is followed, a sign-up has no account; its own password is told so.
    await signIn(page, unconfirmed, password);
    const notConfirmed = page.getByRole('alert').filter({ hasText: 'Email not confirmed' });
    await notConfirmed.waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);
    await notConfirmed.getByRole('button', { name: 'Send the link again' }).click();
    await notConfirmed.getByText("We've sent the link again.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the schema messages and the server field messages beside their fields', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/crm');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => messagesBeside(page, 'Email')).toBe('Email is required');
    expect(await messagesBeside(page, 'Password')).toBe('Password is required');
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => messagesBeside(page, 'Email')).toBe('Please enter a valid email address');

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => messagesBeside(page, 'First Name')).toBe('First name is required');
    expect(await messagesBeside(page, 'Last Name')).toBe('Last name is required');
    expect(await messagesBeside(page, 'Email')).toBe('Email is required');
    expect(await messagesBeside(page, 'Password')).toContain('Password is required');

    await field(page, 'First Name').fill('Robin');
    await field(page, 'Last Name').fill('Hart');
    await field(page, 'Email').fill(newEmail());
    await field(page, 'Password').fill('abc');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect
      .poll(() => messagesBeside(page, 'Password'))
      .toContain('Password must be at least 12 characters');

    await field(page, 'Password').fill('password1234');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect
      .poll(() => messagesBeside(page, 'Password'))
      .toContain('This password is too close to a common or breached password. Please choose another.');
    expect(await page.getByRole('heading', { name: 'Check Your Email' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await page.getByText('Access your CRM dashboard').waitFor();
    await context.close();
  });

  it('sends unknown CRM paths to the dashboard', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await signInContext(context, await createConfirmedStaff());

    await page.goto('/crm/no-such-tab');
    await page.waitForURL((url) => url.pathname === '/crm');
    await tabHeading(page, 'Dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('changes the first and last name from Settings › Profile', async () => {
    const { page, context } = await openPage(browser);
    await signInContext(context, await createConfirmedStaff('Alex', 'Morgan'));
    await page.goto('/crm');
    const accountMenu = accountMenuOf(page);

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile settings' });
    await dialog.waitFor();
    expect(await field(page, 'First Name').inputValue()).toBe('Alex');
    await field(page, 'First Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => messagesBeside(page, 'First Name')).toBe('First name is required');

    await field(page, 'First Name').fill('Casey');
    await field(page, 'Last Name').fill('Nguyen');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await accountMenu.getByText('Casey Nguyen').waitFor();
    await page.reload();
    await accountMenu.getByText('Casey Nguyen').waitFor();
    await context.close();
  });

  it('returns to the login screen when a tab is refused because the session has ended', async () => {
    const { page, context } = await openPage(browser);
    await signInContext(context, await createConfirmedStaff());
    await page.goto('/crm');
    await tabHeading(page, 'Dashboard');

    await context.clearCookies();
    await page.getByRole('navigation', { name: 'CRM' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await accountMenuOf(page).count()).toBe(0);
    await context.close();
  });

  it('opens the navigation from the burger at 390 px without horizontal scrolling', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await signInContext(context, await createConfirmedStaff());
    await page.goto('/crm');
    const navigation = page.getByRole('navigation', { name: 'CRM' });
    const navigationLeft = async () => (await navigation.boundingBox())?.x;
    const scrollsSideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

    await tabHeading(page, 'Dashboard');
    expect(await navigationLeft()).toBeLessThan(0);
    expect(await scrollsSideways()).toBe(false);
    const contactsLink = navigation.getByRole('link', { name: 'Contacts' });
    const takesFocus = () =>
      contactsLink.evaluate((link) => {
        link.focus();
        return document.activeElement === link;
      });
    expect(await takesFocus()).toBe(false);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(navigationLeft).toBe(0);
    expect(await scrollsSideways()).toBe(false);
    expect(await takesFocus()).toBe(true);
    await contactsLink.click();
    await page.waitForURL((url) => url.pathname === '/crm/contacts');
    await tabHeading(page, 'Contacts');
    await expect.poll(navigationLeft).toBeLessThan(0);
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(true);
    expect(await scrollsSideways()).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
