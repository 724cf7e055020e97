import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff, type StaffMember } from './support/staff.ts';

/** A lead (with its account and contact) made through the API as the staff member; its id. */
async function createLead(staff: StaffMember, title: string): Promise<string> {
  const client = await directApi(staff);
  const account = await client.accounts.create.mutate({
    name: `Wattle Care ${title}`,
    accountType: 'startup',
  });
  const contact = await client.contacts.create.mutate({
    firstName: 'Ava',
    lastName: 'Lee',
    accountId: account.id,
  });
  const lead = await client.leads.create.mutate({ title, accountId: account.id, contactId: contact.id });
  return lead.id;
}

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('tasks and follow-ups in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('schedules a follow-up on a lead, shows it in My day and Activities › Tasks, completes it and shows the activity on the lead', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff('Tess', 'Nguyen');
    await directSignIn(context, staff);
    const title = `Follow-up probe ${randomBytes(3).toString('hex')}`;
    const leadId = await createLead(staff, title);
    const task = `Follow up: ${title}`;

    await page.goto(`/crm/leads/${leadId}`);
    await page.getByRole('button', { name: 'Schedule Follow-up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Follow-up' });
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    await dialog.getByRole('button', { name: today, exact: true }).click();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const leadTasks = card(page, 'Tasks');
    await leadTasks.getByRole('link', { name: task }).waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const myDay = page.getByRole('region', { name: 'My day' });
    await myDay.getByRole('link', { name: task }).waitFor();

    await page.getByRole('link', { name: 'Activities' }).click();
    await page.getByRole('heading', { name: 'Activities', level: 1 }).waitFor();
    const line = page.locator('li').filter({ has: page.getByRole('link', { name: task }) });
    await line.waitFor();
    expect(await line.getByRole('link', { name: title, exact: true }).isVisible()).toBe(true);
    await line.getByRole('checkbox', { name: `Complete ${task}` }).click();
    await page.getByText('Task completed', { exact: true }).waitFor();
    const done = page.getByRole('region', { name: 'Done' });
    await done.getByRole('checkbox', { name: `Reopen ${task}` }).waitFor();

    await page
      .locator('label')
      .filter({ hasText: /^Timeline$/ })
      .click();
    const entry = page.locator('li').filter({ hasText: `Task completed: ${task}` });
    await entry.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/crm/leads/${leadId}`);
    const activities = card(page, 'Activities');
    await activities.getByText(`Task completed: ${task}`, { exact: true }).waitFor();
    expect(await card(page, 'Tasks').getByText('No open tasks').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
