import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, leaveDateField, networkSettled, openPage } from './support/browser.ts';
import { apiAs, createConfirmedStaff, signInContext } from './support/staff.ts';

describe('a contact’s privacy requests in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('exports a contact’s personal data to a file that opens, then erases it and the old link says so', async () => {
    const manager = await createConfirmedStaff('Mara', 'Lee', 'manager');
    const client = await apiAs(manager);
    const tag = randomBytes(3).toString('hex');
    const contact = await client.contacts.create.mutate({
      firstName: 'Wilhelmina',
      lastName: `Quokka${tag}`,
      email: `wil.${tag}@example.org`,
      notes: '<b>Prefers mornings</b>',
    });
    const name = `Wilhelmina Quokka${tag}`;
    const { page, context, consoleErrors } = await openPage(browser);
    await signInContext(context, manager);
    await page.goto(`/crm/contacts/${contact.id}`);
    await page.getByRole('heading', { name, level: 2 }).waitFor();

    await page.getByRole('button', { name: 'Privacy' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export personal data (HTML)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`personal-data-${contact.id}.html`);
    // Saved under its own name, so the browser opens it as the HTML it is.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'privacy-')), download.suggestedFilename());
    await download.saveAs(file);
    const exported = await browser.newPage();
    await exported.goto(`file://${file}`);
    await exported.getByRole('heading', { name: `Personal data held on ${name}`, level: 1 }).waitFor();
    expect(
      await exported.getByRole('cell', { name: '<b>Prefers mornings</b>', exact: true }).isVisible(),
    ).toBe(true);
    expect(await readFile(file, 'utf8')).not.toContain('<b>');
    await exported.close();

    // The whole export: a zip of the JSON and the HTML (and the files, here none).
    await page.getByRole('button', { name: 'Privacy' }).click();
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export personal data (zip, with files)' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe(`personal-data-${contact.id}.zip`);
    const zipFile = path.join(path.dirname(file), zipDownload.suggestedFilename());
    await zipDownload.saveAs(zipFile);
    const entries = unzipSync(new Uint8Array(await readFile(zipFile)));
    expect(Object.keys(entries)).toEqual(['personal-data.json', 'personal-data.html']);
    expect(strFromU8(entries['personal-data.html']!)).toContain(`Personal data held on ${name}`);

    await page.getByRole('button', { name: 'Privacy' }).click();
    await page.getByRole('menuitem', { name: 'Erase personal data…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByLabel('Reason').fill('Asked by email');
    await dialog.getByLabel('Type the contact’s name to confirm').fill('Wilhelmina');
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await dialog.getByText(`Type the contact’s name, ${name}, exactly to confirm.`).waitFor();
    await networkSettled(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel('Type the contact’s name to confirm').fill(name);
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/crm/contacts/${contact.id}`);
    await page.getByText(/^This contact’s personal data was erased on /).waitFor();
    expect(await page.getByRole('heading', { name: 'Erased contact', level: 2 }).isVisible()).toBe(true);
    expect(await page.getByText(name).count()).toBe(0);
    await networkSettled(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(/^This contact’s personal data was erased on /).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The browser's note of the refused confirmation (400).
    expect(consoleErrors.filter((text) => !text.includes('400'))).toEqual([]);
    await context.close();
  });

  it('records a data breach in the register at 1280 and 390 px', async () => {
    const manager = await createConfirmedStaff('Mia', 'Breach', 'manager');
    const tag = randomBytes(3).toString('hex');
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await openPage(browser, { width, height: 900 });
      await signInContext(context, manager);
      await page.goto('/crm/settings/data-breaches');
      await page.getByRole('button', { name: 'Record a breach' }).click();
      const form = page.getByRole('form', { name: 'New data breach' });
      let createRequests = 0;
      page.on('request', (request) => {
        if (request.url().includes('dataBreaches.create')) createRequests += 1;
      });
      // The shared schema's message shows beside the field, before anything is sent.
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('What happened is required').waitFor();
      await networkSettled(page);
      expect(await accessibilityViolations(page)).toEqual([]);

      const what = `A laptop with client files left on a train ${tag} at ${width} px`;
      await form.getByRole('textbox', { name: 'What happened' }).fill(what);
      await form.getByRole('textbox', { name: 'Found' }).fill('02/04/2026');
      await form.getByRole('textbox', { name: 'Assessed by' }).fill('Mia Breach');
      await form.getByRole('combobox', { name: 'Decision' }).click();
      await page.getByRole('option', { name: 'Notifiable', exact: true }).click();
      await form.getByRole('textbox', { name: 'OAIC notified' }).fill('05/04/2026');
      await leaveDateField(page);
      await form.getByRole('button', { name: 'Save' }).click();
      // Saved into the register, or else what stopped it (a field's message, the failure's notice),
      // and the page as it stands when neither shows, for the report.
      const row = page.getByRole('row').filter({ hasText: what });
      const outcome = row
        .or(form.locator('.mantine-InputWrapper-error'))
        .or(page.getByText('Failed to save the data breach'));
      await outcome
        .first()
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(
            `${error.message}\nrequests to create: ${createRequests}\n${await page.locator('body').ariaSnapshot()}`,
          );
        });
      expect(await row.isVisible(), (await outcome.first().textContent()) ?? '').toBe(true);
      await form.waitFor({ state: 'detached' });
      await row.getByText('Notifiable', { exact: true }).waitFor();
      expect(await row.getByRole('cell', { name: 'Mia Breach' }).isVisible()).toBe(true);
      expect(await row.getByRole('cell', { name: '2 Apr 2026' }).count()).toBe(1);
      expect(await row.getByRole('cell', { name: '5 Apr 2026' }).count()).toBe(1);
      await networkSettled(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('records a privacy request in the register, then marks it done', async () => {
    const manager = await createConfirmedStaff('Max', 'Request', 'manager');
    const tag = randomBytes(3).toString('hex');
    const name = `Rowena Wombat${tag}`;
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 900 });
    await signInContext(context, manager);
    await page.goto('/crm/settings/privacy-requests');
    await page.getByRole('button', { name: 'New request' }).click();
    const form = page.getByRole('form', { name: 'New privacy request' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();

    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill(`rowena.${tag}@example.org`);
    await form.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Correction', exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Privacy request saved').waitFor();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: 'Correction' }).waitFor();
    expect(await row.getByRole('cell', { name: 'Open', exact: true }).count()).toBe(1);

    await row.getByRole('button', { name }).click();
    const edit = page.getByRole('form', { name: 'Edit privacy request' });
    await edit.getByRole('heading', { name: `Request from ${name}` }).waitFor();
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Done', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'Done', exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the retention periods and what the next run would do, and saves a change', async () => {
    const manager = await createConfirmedStaff('Rhea', 'Retention', 'manager');
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await signInContext(context, manager);
    await page.goto('/crm/settings/data-retention');
    const form = page.getByRole('form', { name: 'Retention periods' });
    const leads = form.getByRole('textbox', { name: 'Unconverted leads' });
    await page.getByRole('heading', { name: 'Next run', level: 2 }).waitFor();
    await page.getByText(/^Tonight’s run would de-identify /).waitFor();
    await leads.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Unconverted leads must be a whole number of months').waitFor();
    await networkSettled(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await leads.fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Retention periods saved').waitFor();
    await page.reload();
    expect(
      await page
        .getByRole('form', { name: 'Retention periods' })
        .getByRole('textbox', { name: 'Unconverted leads' })
        .inputValue(),
    ).toBe('30 months');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
