import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, leaveDateField, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

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

/** Picks an option in a Mantine Select by typing part of it. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await select.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('accounts and contacts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('adds an account and two contacts, searches, opens details, edits, deletes and undoes', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, await directStaff());
    const tag = randomBytes(3).toString('hex');
    const accountName = `Wattle Care ${tag}`;

    // Add an account: the form checks fields beside them before anything is sent.
    await page.goto('/crm/accounts');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByRole('heading', { name: 'Add New Account' }).waitFor();
    await page.getByRole('button', { name: 'Save Account' }).click();
    expect(await messagesBeside(page, 'Display Name')).toBe('Display name is required');
    await field(page, 'Display Name').fill(accountName);
    await field(page, 'Legal Name').fill(`Wattle Care ${tag} Pty Ltd`);
    await field(page, 'Industry').fill('Allied Health');
    await field(page, 'Business Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Account' }).click();
    expect(await messagesBeside(page, 'Business Email')).toBe(
      'Please enter a valid email address for business email',
    );
    await field(page, 'Business Email').fill('hello@wattle.example.com');
    await field(page, 'Annual Revenue').fill('2500000');
    await field(page, 'Employee Count').fill('12');
    await field(page, 'City').fill('Adelaide');
    await field(page, 'State').fill('SA');
    await page.getByRole('button', { name: 'Save Account' }).click();
    await page.getByText('Account created successfully').waitFor();
    const accountCard = card(page, accountName);
    await accountCard.waitFor();
    for (const text of [`Legal: Wattle Care ${tag} Pty Ltd`, '$2,500,000', '12 employees', 'Adelaide, SA']) {
      expect(await accountCard.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }

    // Add two contacts to it.
    await page.getByRole('link', { name: 'Contacts' }).click();
    for (const [firstName, lastName, primary] of [
      ['Mei', `Chen${tag}`, true],
      ['Tom', `Nguyen${tag}`, false],
    ] as const) {
      await page.getByRole('button', { name: 'Add Contact' }).click();
      await page.getByRole('heading', { name: 'Add New Contact' }).waitFor();
      await field(page, 'First Name').fill(firstName);
      await field(page, 'Last Name').fill(lastName);
      await choose(page, 'Account', accountName);
      await field(page, 'Email').fill(`${firstName}.${tag}@wattle.example.com`);
      if (primary) await page.getByRole('switch', { name: 'Primary Contact' }).check({ force: true });
      await page.getByRole('button', { name: 'Save Contact' }).click();
      await page.getByText('Contact created successfully').last().waitFor();
      await card(page, `${firstName} ${lastName}`).waitFor();
    }

    // Search, kept in the URL.
    await page.getByRole('searchbox', { name: 'Search contacts...' }).fill(`nguyen${tag}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `nguyen${tag}`);
    await expect.poll(() => page.locator('.mantine-Card-root').count()).toBe(1);
    await card(page, `Tom Nguyen${tag}`).waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts...' }).fill(`nobody-${tag}`);
    await page.getByText('No contacts found matching your search.').waitFor();

    // Account detail with its contacts.
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('searchbox', { name: 'Search accounts...' }).fill(tag);
    // The search's answer re-renders the list: a card clicked before it may be replaced under the click.
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    await expect.poll(() => page.locator('.mantine-Card-root').count()).toBe(1);
    await card(page, accountName).click();
    await page.getByRole('button', { name: 'Edit Account' }).waitFor();
    expect(await page.getByRole('heading', { name: accountName, level: 2 }).isVisible()).toBe(true);
    const associated = page.locator('.mantine-Card-root').filter({ hasText: 'Associated Contacts' });
    await associated.getByRole('link', { name: `Tom Nguyen${tag}` }).waitFor();
    await associated.getByRole('link', { name: `Mei Chen${tag}` }).waitFor();
    expect(await associated.getByText('Primary', { exact: true }).count()).toBe(1);
    const email = page.getByRole('link', { name: 'hello@wattle.example.com' });
    expect(await email.getAttribute('href')).toBe('mailto:hello@wattle.example.com');

    // Edit it.
    await page.getByRole('button', { name: 'Edit Account' }).click();
    await page.getByRole('heading', { name: 'Edit Account' }).waitFor();
    await field(page, 'Display Name').fill(`${accountName} Group`);
    // A date is typed as DD/MM/YYYY, no calendar needed.
    await field(page, 'Registration expiry date').fill('30/06/2027');
    await leaveDateField(page);
    await page.getByRole('button', { name: 'Save Account' }).click();
    await page.getByText('Account updated successfully').waitFor();
    // Opened from the account's page, saving returns to it; Back goes to the searched list.
    await page.getByRole('heading', { name: `${accountName} Group`, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Back to accounts' }).click();
    await card(page, `${accountName} Group`).getByText('Registration expires 30 June 2027').waitFor();

    // An account with contacts is not deleted; the toast says why.
    await page.getByRole('button', { name: `Delete ${accountName} Group` }).click();
    await page.getByText('Failed to delete account').waitFor();
    await page
      .getByText('This account still has 2 contacts. Delete them or move them to another account first.')
      .waitFor();

    // Delete a contact and undo it.
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('searchbox', { name: 'Search contacts...' }).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    await expect.poll(() => page.locator('.mantine-Card-root').count()).toBe(2);
    await page.getByRole('button', { name: `Delete Tom Nguyen${tag}` }).click();
    await page.getByText('Contact deleted successfully').waitFor();
    await expect.poll(() => card(page, `Tom Nguyen${tag}`).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Contact restored').waitFor();
    await card(page, `Tom Nguyen${tag}`).waitFor();

    // Contact detail.
    await card(page, `Mei Chen${tag}`).click();
    await page.getByRole('button', { name: 'Edit Contact' }).waitFor();
    expect(await page.getByRole('heading', { name: `Mei Chen${tag}`, level: 2 }).isVisible()).toBe(true);
    expect(await page.getByText('Primary Contact', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `${accountName} Group` }).isVisible()).toBe(true);

    // The only console errors are the browser's notes of the refused delete (409).
    expect(consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
    await context.close();
  });
  it('keeps a long email whole on a contact card, and the Primary badge unbroken, at 390 px', async () => {
    const staff = await directStaff();
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const account = await client.accounts.create.mutate({
      name: `Waratah Plan Management ${tag}`,
      accountType: 'small_business',
    });
    const email = `alexandrina.montgomery-featherstonehaugh.${tag}@waratah-plan-management.example.com.au`;
    await client.contacts.create.mutate({
      firstName: 'Alexandrina',
      lastName: `Montgomery${tag}`,
      email,
      contactRole: 'decision_maker',
      isPrimary: true,
      accountId: account.id,
    });
    const { page, context } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await directSignIn(context, staff);
    await page.goto(`/crm/contacts?q=${tag}`);
    const contactCard = card(page, `Alexandrina Montgomery${tag}`);
    // One line cut with an ellipsis; the whole address in its tooltip.
    const line = contactCard.getByTitle(email);
    expect(await line.textContent()).toBe(email);
    const lineHeight = await line.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    expect((await line.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    // The badge shows its whole word on one line.
    const badge = contactCard.locator('.mantine-Badge-root').filter({ hasText: 'Primary' });
    const label = badge.locator('.mantine-Badge-label');
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect((await badge.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    await context.close();
  });

  it("shows an account's leads and opportunities on its page, each linking to its own", async () => {
    const staff = await directStaff();
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const account = await client.accounts.create.mutate({
      name: `Banksia Care ${tag}`,
      accountType: 'startup',
    });
    const contact = await client.contacts.create.mutate({
      firstName: 'Ari',
      lastName: tag,
      accountId: account.id,
    });
    const lead = await client.leads.create.mutate({
      title: `Audit enquiry ${tag}`,
      accountId: account.id,
      contactId: contact.id,
    });
    await client.opportunities.create.mutate({
      name: `Audit deal ${tag}`,
      accountId: account.id,
      amount: 42_000,
    });

    const { page, context, consoleErrors } = await openPage(browser, { width: 390 });
    await directSignIn(context, staff);
    await page.goto(`/crm/accounts/${account.id}`);
    const deals = page
      .locator('.mantine-Card-root')
      .filter({ has: page.getByRole('heading', { name: 'Opportunities' }) });
    await deals.getByRole('link', { name: `Audit deal ${tag}` }).waitFor();
    expect(await deals.getByText('$42,000').isVisible()).toBe(true);
    const leads = page
      .locator('.mantine-Card-root')
      .filter({ has: page.getByRole('heading', { name: 'Leads' }) });
    await leads.getByRole('link', { name: `Audit enquiry ${tag}` }).click();
    await page.waitForURL(`**/crm/leads/${lead.id}`);
    expect(consoleErrors).toEqual([]);
  });
});
