import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

/** 50 contacts at the account, rows 10 and 30 (of the file) bad: an email that is not one, no last name. */
function contactsFile(tag: string, account: string): string {
  const lines = ['First name,Last name,E-mail,Company,Mobile phone'];
  for (let index = 1; index <= 50; index += 1) {
    const email = index === 9 ? 'not-an-email' : `person${index}.${tag}@example.com`;
    const lastName = index === 29 ? '' : `Import${tag}`;
    lines.push(`Person${index},${lastName},${email},${account},0400 000 ${String(index).padStart(3, '0')}`);
  }
  return lines.join('\n');
}

describe('CSV import in Chromium', () => {
  let browser: Browser;
  let folder: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    folder = await mkdtemp(path.join(tmpdir(), 'ndis-import-'));
  });
  afterAll(async () => {
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports 50 contacts with two bad rows: 48 imported, the 2 left out in the downloaded file', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390 });
    const staff = await directStaff();
    await directSignIn(context, staff);
    const client = await directApi(staff);
    const tag = randomBytes(3).toString('hex');
    const account = await client.accounts.create.mutate({
      name: `Import Care ${tag}`,
      accountType: 'startup',
    });
    const file = path.join(folder, `contacts-${tag}.csv`);
    await writeFile(file, contactsFile(tag, account.name));

    await page.goto('/crm/contacts');
    await page.getByRole('link', { name: 'Import contacts from CSV' }).click();
    await page.getByRole('heading', { name: 'Import contacts' }).waitFor();
    await page.getByLabel('CSV file of contacts').setInputFiles(file);
    await page.waitForURL(/\/crm\/contacts\/import\/[0-9a-f-]{36}$/);
    await page.getByRole('combobox', { name: 'E-mail' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'E-mail' }).inputValue()).toBe('Email');
    expect(await page.getByRole('combobox', { name: 'Company' }).inputValue()).toBe('Account');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Preview the import' }).click();
    const preview = page.getByRole('table', { name: 'Preview of the first rows' });
    await preview.getByText('E-mail: Please enter a valid email address').waitFor();
    expect(await preview.getByText('Left out').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 50 rows' }).click();
    await page.getByText('48 contacts imported (48 new, 0 updated), 2 rows left out.').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the rows left out' }).click();
    let text = '';
    for await (const chunk of await (await download).createReadStream()) text += String(chunk);
    const rows: string[][] = parse(text, { bom: true });
    expect(rows).toEqual([
      ['First name', 'Last name', 'E-mail', 'Company', 'Mobile phone', 'Error'],
      [
        'Person9',
        `Import${tag}`,
        'not-an-email',
        account.name,
        '0400 000 009',
        'E-mail: Please enter a valid email address',
      ],
      [
        'Person29',
        '',
        `person29.${tag}@example.com`,
        account.name,
        '0400 000 029',
        'Last name: Last name is required',
      ],
    ]);
    const imported = await client.contacts.list.query({ search: `Import${tag}`, pageSize: 100 });
    expect(imported.items).toHaveLength(48);
    expect(consoleErrors).toEqual([]);
  });

  it('imports leads from a sheet of people and companies, saying in the preview what it makes', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, await directStaff('Lena', 'Leads'));
    const tag = randomBytes(3).toString('hex');
    const file = path.join(folder, `leads-${tag}.csv`);
    await writeFile(
      file,
      [
        'Title,First name,Surname,Email,Mobile,Company',
        `Audit help ${tag},Pia,Person,pia.${tag}@example.com,0400 111 222,Person Co ${tag}`,
        `Registration ${tag},Pat,Person,pat.${tag}@example.com,,Person Co ${tag}`,
      ].join('\n'),
    );

    await page.goto('/crm/leads');
    await page.getByRole('link', { name: 'Import leads from CSV' }).click();
    await page.getByLabel('CSV file of leads').setInputFiles(file);
    await page.waitForURL(/\/crm\/leads\/import\/[0-9a-f-]{36}$/);
    for (const [header, field] of [
      ['First name', 'Contact first name'],
      ['Surname', 'Contact last name'],
      ['Email', 'Contact'],
      ['Mobile', 'Contact phone'],
      ['Company', 'Account'],
    ])
      await expect.poll(() => page.getByRole('combobox', { name: header }).inputValue()).toBe(field);
    expect(await page.getByRole('combobox', { name: 'Update existing records by' }).inputValue()).toBe(
      'None: always create',
    );

    await page.getByRole('button', { name: 'Preview the import' }).click();
    const preview = page.getByRole('table', { name: 'Preview of the first rows' });
    await preview.getByText(`A new account "Person Co ${tag}" will be created`).waitFor();
    await preview.getByText(`The account "Person Co ${tag}" made for row 2 is used`).waitFor();
    await preview.getByText('A new contact "Pat Person" will be created').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('2 leads imported (2 new, 0 updated), 0 rows left out.').waitFor();
    await page.goto(`/crm/accounts?q=${encodeURIComponent(`Person Co ${tag}`)}`);
    await page.getByText(`Person Co ${tag}`).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
