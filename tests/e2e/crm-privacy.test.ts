import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
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

    await page.getByRole('button', { name: 'Privacy' }).click();
    await page.getByRole('menuitem', { name: 'Erase personal data…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await dialog.getByLabel('Reason').fill('Asked by email');
    await dialog.getByLabel('Type the contact’s name to confirm').fill('Wilhelmina');
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await dialog.getByText(`Type the contact’s name, ${name}, exactly to confirm.`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel('Type the contact’s name to confirm').fill(name);
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/crm/contacts/${contact.id}`);
    await page.getByText(/^This contact’s personal data was erased on /).waitFor();
    expect(await page.getByRole('heading', { name: 'Erased contact', level: 2 }).isVisible()).toBe(true);
    expect(await page.getByText(name).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(/^This contact’s personal data was erased on /).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The browser's note of the refused confirmation (400).
    expect(consoleErrors.filter((text) => !text.includes('400'))).toEqual([]);
    await context.close();
  });
});
