import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

describe('duplicates and merge in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('warns of a likely duplicate before saving, then merges two duplicate contacts', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const staff = await directStaff('Sam', 'Rivera');
    await directSignIn(context, staff);
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const digits = String(Number.parseInt(tag, 16) % 1_000_000).padStart(6, '0');
    const account = await client.accounts.create.mutate({ name: `Bay Care ${tag}`, accountType: 'startup' });
    const keep = await client.contacts.create.mutate({
      firstName: 'Mia',
      lastName: `Wong${tag}`,
      accountId: account.id,
      mobile: `0411 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    });
    const other = await client.contacts.create.mutate({
      firstName: 'Mia',
      lastName: `Wong${tag}`,
      accountId: account.id,
      email: `mia.${tag}@baycare.example`,
    });
    const lead = await client.leads.create.mutate({
      title: `Bay Care registration ${tag}`,
      accountId: account.id,
      contactId: other.id,
    });

    await page.goto('/crm/contacts/new');
    await page.getByRole('heading', { name: 'Add New Contact' }).waitFor();
    await page.getByLabel('First Name').fill('Someone');
    await page.getByLabel('Last Name').fill(`Else${tag}`);
    await page.getByLabel('Phone', { exact: true }).fill(`+61 411 ${digits.slice(0, 3)} ${digits.slice(3)}`);
    await page.getByRole('button', { name: 'Save Contact' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'This may be a contact you already have' });
    await warning.getByRole('link', { name: `Mia Wong${tag}` }).waitFor();
    expect(await warning.getByText('Same phone number').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/crm/contacts');
    await page.getByRole('button', { name: 'Possible duplicates' }).click();
    await page.getByRole('heading', { name: 'Possible duplicate contacts' }).waitFor();
    const mergeButton = page.getByRole('button', {
      name: `Merge Mia Wong${tag} and Mia Wong${tag}`,
    });
    // Other tests' duplicates may come first: check more until this pair shows.
    const checkMore = page.getByRole('button', { name: 'Check more contacts' });
    const ready = checkMore.and(page.locator(':not([data-loading])'));
    await mergeButton.or(ready).first().waitFor();
    while (!(await mergeButton.isVisible())) {
      await checkMore.click();
      await mergeButton.or(ready).first().waitFor();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await mergeButton.click();

    await page.getByRole('heading', { name: 'Merge contacts' }).waitFor();
    // Keep the contact with the phone number; its empty email takes the other's.
    const keepControl = page.getByRole('radiogroup', { name: 'Keep' });
    const keepFirst = new URL(page.url()).searchParams.get('keep') === keep.id;
    await keepControl
      .getByText(`Mia Wong${tag}`)
      .nth(keepFirst ? 0 : 1)
      .click();
    expect(await page.getByRole('radio', { name: `Email: mia.${tag}@baycare.example` }).isChecked()).toBe(
      true,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Merge into Mia Wong${tag}` }).click();
    await page.getByText('Contact merged').waitFor();
    await page.waitForURL(`**/crm/contacts/${keep.id}`);
    await page.getByText(`mia.${tag}@baycare.example`).first().waitFor();
    await page.getByRole('list', { name: 'History' }).getByText('Merged', { exact: true }).waitFor();

    await page.goto(`/crm/contacts/${other.id}`);
    await page
      .getByText('This contact was merged into')
      .getByRole('link', { name: `Mia Wong${tag}` })
      .click();
    await page.waitForURL(`**/crm/contacts/${keep.id}`);

    expect((await client.leads.byId.query({ id: lead.id })).contactId).toBe(keep.id);
    await expect(client.contacts.byId.query({ id: other.id })).rejects.toThrow('Contact not found');
    expect(consoleErrors).toEqual([]);
  });
});
