import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { directSignIn } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

describe('Settings › Backups in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists the backups, backs up now and downloads one, for an admin', async () => {
    const admin = await openPage(browser);
    await directSignIn(admin.context, { ...e2eServer().admin, firstName: 'Erin', lastName: 'Admin' });
    await admin.page.goto('/crm');
    await admin.page.getByRole('button', { name: /account menu$/ }).click();
    await admin.page.getByRole('menuitem', { name: 'Backups' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/crm/settings/backups');
    await admin.page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();

    const rows = admin.page.getByRole('row');
    const before = await rows.count();
    await admin.page.getByRole('button', { name: 'Back up now' }).click();
    await admin.page.getByText('Backup finished.').waitFor();
    await admin.page
      .getByRole('link', { name: /^Download the backup of / })
      .first()
      .waitFor();
    expect(await rows.count()).toBeGreaterThan(Math.max(before, 1));
    await networkSettled(admin.page);
    expect(await accessibilityViolations(admin.page)).toEqual([]);

    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page
        .getByRole('link', { name: /^Download the backup of / })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^ndis-consultancy-\d{4}-\d{2}-\d{2}_\d{6}[+-]\d{4}(-\d+)?\.backup$/,
    );
    expect(await download.failure()).toBeNull();

    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.getByRole('button', { name: 'Back up now' }).waitFor();
    expect(await accessibilityViolations(admin.page)).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();
  });
});
