import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff, type StaffMember } from './support/staff.ts';

/** A lead on a new account whose contact has a mobile, made through the API. */
async function leadWithMobile(staff: StaffMember, tag: string) {
  const client = await directApi(staff);
  const account = await client.accounts.create.mutate({ name: `Wattle Care ${tag}`, accountType: 'startup' });
  const contact = await client.contacts.create.mutate({
    firstName: 'Ava',
    lastName: `Nguyen${tag}`,
    accountId: account.id,
    mobile: '0412 345 678',
  });
  const lead = await client.leads.create.mutate({
    title: `Phone enquiry ${tag}`,
    accountId: account.id,
    contactId: contact.id,
  });
  return { lead, contact };
}

/** '25 Nov 2026': the day `days` after today in Sydney, as the CRM writes dates. */
function sydneyDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('Log call in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('logs a call from a lead with an outcome and a follow-up tomorrow, seen on the lead, the Timeline and the Tasks view', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff();
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');
    const { lead } = await leadWithMobile(staff, tag);

    await page.goto(`/crm/leads/${lead.id}`);
    await page.getByRole('button', { name: 'Log Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Call' });
    const number = dialog.getByRole('link', { name: '0412 345 678' });
    expect(await number.getAttribute('href')).toBe('tel:0412345678');
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('radio', { name: 'Left voicemail' }).check();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Asked her to call back');
    await dialog.getByRole('radio', { name: 'Tomorrow' }).check();
    await dialog.getByRole('button', { name: 'Log Call' }).click();
    await page.getByText(`Call logged; follow-up on ${sydneyDay(1)}`).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    const activities = card(page, 'Activities');
    await activities.getByText('Call: Left voicemail', { exact: true }).waitFor();
    await activities.getByText('Asked her to call back').waitFor();
    const tasks = card(page, 'Tasks');
    await tasks.getByRole('link', { name: `Follow up: Phone enquiry ${tag}` }).waitFor();
    await tasks.getByText(`Due ${sydneyDay(1)}`).waitFor();
    const lastContact = page.getByText('Last Contact', { exact: true }).locator('..');
    await expect.poll(() => lastContact.textContent()).toContain(sydneyDay());

    await page.getByRole('link', { name: 'Activities' }).click();
    await page.getByRole('heading', { name: 'Activities', level: 1 }).waitFor();
    await page.getByRole('link', { name: `Follow up: Phone enquiry ${tag}` }).waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Timeline$/ })
      .click();
    const entry = page.locator('li').filter({ hasText: 'Call: Left voicemail' });
    await entry.getByRole('link', { name: `Phone enquiry ${tag}`, exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the number and Log Call at the top of a lead on a phone, without scrolling', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    const staff = await directStaff();
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');
    const { lead } = await leadWithMobile(staff, tag);

    await page.goto(`/crm/leads/${lead.id}`);
    const number = page.getByRole('link', { name: '0412 345 678' });
    const logCall = page.getByRole('button', { name: 'Log Call' });
    await logCall.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const control of [number, logCall]) {
      expect(await control.isVisible()).toBe(true);
      const box = await control.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    }
    expect(await number.getAttribute('href')).toBe('tel:0412345678');
    const information = page.getByRole('heading', { name: 'Lead Information' });
    const informationBox = await information.boundingBox();
    const logCallBox = await logCall.boundingBox();
    expect(informationBox && logCallBox && logCallBox.y < informationBox.y).toBe(true);
    await context.close();
  });

  it('logs a call from a contact', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff();
    await directSignIn(context, staff);
    const tag = randomBytes(3).toString('hex');
    const { contact } = await leadWithMobile(staff, tag);

    await page.goto(`/crm/contacts/${contact.id}`);
    await page.getByRole('button', { name: 'Log Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Call' });
    await dialog.getByRole('link', { name: '0412 345 678' }).waitFor();
    await dialog.getByRole('radio', { name: 'Reached' }).check();
    await dialog.getByRole('button', { name: 'Log Call' }).click();
    await page.getByText('Call logged', { exact: true }).waitFor();
    await card(page, 'Activities').getByText('Call: Reached', { exact: true }).waitFor();
    expect(await card(page, 'Tasks').getByText('Follow up:').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
