import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';

const SHOTS = process.env.SHOTS_DIR;

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Drops files on the Documents card's dropzone, as a drag from the desktop does. */
async function dropFiles(page: Page, files: { name: string; type: string; text: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([file.text], file.name, { type: file.type }));
    return data;
  }, files);
  const dropzone = card(page, 'Documents').locator('.mantine-Dropzone-root');
  await dropzone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await dropzone.dispatchEvent('drop', { dataTransfer: transfer });
}

describe('Documents in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const width of [1280, 390]) {
    it(`uploads two files to an account by drop, previews the PDF and replaces it at ${width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { width });
      const staff = await directStaff();
      await directSignIn(context, staff);
      const client = await directApi(staff);
      const account = await client.accounts.create.mutate({
        name: `Banksia Care ${randomBytes(3).toString('hex')}`,
        accountType: 'startup',
      });

      await page.goto(`/crm/accounts/${account.id}`);
      await waitForHydration(page);
      // A drop on a card that is still being replaced by the loaded page never reaches React.
      await card(page, 'Documents').getByText('No documents yet').waitFor();
      await dropFiles(page, [
        { name: 'policy.pdf', type: 'application/pdf', text: PDF },
        { name: 'register.txt', type: 'text/plain', text: 'Complaints register\n' },
      ]);
      const documents = card(page, 'Documents');
      await documents.getByText('policy.pdf — uploaded').waitFor();
      await documents.getByRole('link', { name: 'policy', exact: true }).waitFor();
      await documents.getByRole('link', { name: 'register', exact: true }).waitFor();
      expect(await documents.getByRole('link', { name: 'Preview register' }).count()).toBe(0);

      const preview = await documents.getByRole('link', { name: 'Preview policy' }).getAttribute('href');
      const shown = await page.request.get(preview ?? '');
      expect(shown.headers()['content-type']).toBe('application/pdf');
      expect(shown.headers()['content-disposition']).toMatch(/^inline/);

      const chooser = page.waitForEvent('filechooser');
      await documents.getByRole('button', { name: 'New version of policy' }).click();
      await (
        await chooser
      ).setFiles({ name: 'policy-2026.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await documents.getByText(/^Version 2 · policy-2026\.pdf/).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-documents-${width}.png`, fullPage: true });

      await documents.getByRole('link', { name: 'policy', exact: true }).click();
      await page.getByRole('cell', { name: 'Version 2' }).waitFor();
      await page.getByRole('cell', { name: 'Version 1' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/document-${width}.png`, fullPage: true });

      await page.goto('/crm/documents');
      await page.getByRole('searchbox', { name: 'Search documents...' }).fill(account.name);
      await page.waitForURL((url) => url.searchParams.get('q') === account.name);
      await expect.poll(() => page.getByRole('heading', { name: 'register', exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Add Document' }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-${width}.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
