import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMails } from '../support/mail.ts';
import { accessibilityViolations } from './support/axe.ts';
import { launchBrowser, leaveDateField, openPage, waitForHydration } from './support/browser.ts';
import { directApi, directSignIn, directStaff } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR;

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const INSURANCE = 'Public liability insurance certificate of currency';
const REGISTER = 'Complaints register';

function card(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** A day this many days from today, as 'YYYY-MM-DD'. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Picks a checklist in the request form, which fills its items. */
async function chooseChecklist(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Checklist' }).click();
  await page.getByRole('option', { name: new RegExp(`^${name} \\(`) }).click();
}

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

describe('Evidence requests in Chromium', () => {
  let browser: Browser;
  let folder: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    folder = await mkdtemp(path.join(tmpdir(), 'ndis-evidence-'));
  });
  afterAll(async () => {
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  });

  for (const width of [1280, 390]) {
    it(`makes a request from a checklist, sends one, uploads through the mailed link and reviews it in the CRM at ${width} px`, async () => {
      const tag = randomBytes(3).toString('hex');
      // Managers save checklists of their own: the wide run is a manager's, the phone's a staff member's.
      const manager = width === 1280;
      const staff = await directStaff('Casey', 'Evidence', manager ? 'manager' : 'staff');
      const client = await directApi(staff);
      const account = await client.accounts.create.mutate({
        name: `Grevillea Supports ${tag}`,
        accountType: 'small_business',
      });
      const email = `robin.${tag}@grevillea.example.com`;
      const contact = await client.contacts.create.mutate({
        firstName: 'Robin',
        lastName: `Nguyen${tag}`,
        email,
        isPrimary: true,
        accountId: account.id,
      });
      await client.evidence_requests.create.mutate({
        title: 'Verification audit evidence',
        accountId: account.id,
        contactId: contact.id,
        dueDate: daysFromNow(21),
        items: [
          { title: INSURANCE, standard: 'Verification Module: Risk management' },
          { title: REGISTER, standard: 'Verification Module: Complaints management' },
        ],
      });

      const { page, context, consoleErrors } = await openPage(browser, { width });
      await directSignIn(context, staff);

      // The account's card lists it with its progress and offers a new one.
      await page.goto(`/crm/accounts/${account.id}`);
      const requests = card(page, 'Evidence requests');
      await requests.getByRole('link', { name: 'Verification audit evidence' }).waitFor();
      await requests.getByText(/0 of 2 received, 0 accepted/).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'account-evidence-requests', width);
      await requests.getByRole('link', { name: 'New evidence request' }).click();

      // The form starts on the account and its primary contact; a checklist fills the items.
      await page.getByRole('heading', { name: 'Add New Evidence request' }).waitFor();
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Send to' }).inputValue())
        .toContain('Robin');
      await chooseChecklist(page, 'Verification audit');
      await expect.poll(() => page.getByRole('textbox', { name: /^Item \d+$/ }).count()).toBe(14);
      expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Verification audit');
      if (manager) {
        // A manager keeps the list as a checklist of their own, and deletes it again.
        await page.getByRole('button', { name: 'Save as checklist' }).click();
        const save = page.getByRole('form', { name: 'Save as checklist' });
        await save.getByRole('textbox', { name: 'Name' }).fill(`Renewals ${tag}`);
        await save.getByRole('button', { name: 'Save checklist' }).click();
        await page.getByText(`Checklist 'Renewals ${tag}' saved`).waitFor();
        await chooseChecklist(page, `Renewals ${tag}`);
        await page.getByRole('button', { name: 'Delete checklist' }).click();
        await page
          .getByRole('dialog', { name: 'Delete checklist?' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await page.getByText(`Checklist 'Renewals ${tag}' deleted`).waitFor();
      }
      await page.getByRole('button', { name: /^Remove item 14: / }).click();
      await page.getByRole('textbox', { name: 'Due date' }).fill('15/12/2026');
      await leaveDateField(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'evidence-request-form', width);
      await page.getByRole('button', { name: 'Save Evidence request' }).click();

      // The new request opens, and offers to send it.
      await page.getByRole('heading', { name: 'Verification audit', level: 2 }).waitFor();
      await page.getByText('Not sent yet').waitFor();
      await page.getByText('0 of 13 received, 0 accepted').waitFor();
      await page.getByRole('button', { name: 'Back to evidence requests' }).click();

      // The list: open requests, soonest due first, with their progress.
      await page.waitForURL((url) => url.pathname === '/crm/evidence-requests');
      await page
        .getByRole('searchbox', { name: 'Search evidence requests...' })
        .fill('Verification audit evidence');
      const listed = card(page, 'Verification audit evidence').filter({ hasText: account.name });
      await listed.getByText('0 of 2 received, 0 accepted').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'evidence-requests', width);

      // Not sent yet: Send, after saying to whom.
      await listed.getByRole('heading', { name: 'Verification audit evidence' }).click();
      await page.getByText('Not sent yet').waitFor();
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Send the request?' });
      await dialog.getByText(`(${email})`).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'evidence-request-send', width);
      await dialog.getByRole('button', { name: 'Send email' }).click();
      await page.getByRole('button', { name: 'Send again' }).waitFor();
      expect(await page.getByText('Not sent yet').count()).toBe(0);

      // The contact opens the mailed link in a browser of their own, with no account.
      const [mail] = await waitForMails(e2eServer().mailDir, email);
      const link = new URL(mail?.link ?? '');
      expect(link.pathname).toMatch(/^\/evidence\/[^/]+$/);
      const provider = await openPage(browser, { width });
      const publicPage = provider.page;
      await publicPage.goto(link.pathname);
      await publicPage.getByRole('heading', { level: 1, name: 'Verification audit evidence' }).waitFor();
      await publicPage
        .getByText(new RegExp(`Hi Robin, please upload the documents below for ${account.name}`))
        .waitFor();
      await publicPage.getByText('0 of 2 documents received').waitFor();
      await waitForHydration(publicPage);
      const insurance = card(publicPage, INSURANCE);
      const chooser = publicPage.waitForEvent('filechooser');
      await insurance.locator('.mantine-Dropzone-root').click();
      await (
        await chooser
      ).setFiles({ name: 'liability-2026.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await insurance
        .getByRole('list', { name: `Received for ${INSURANCE}` })
        .getByText(/^liability-2026\.pdf/)
        .waitFor();
      await insurance.getByText('Received', { exact: true }).waitFor();
      await publicPage.getByText('1 of 2 documents received').waitFor();

      // A file of a type not taken: the server's message shows beside its item.
      const register = card(publicPage, REGISTER);
      await register.getByLabel(`Upload files for ${REGISTER}`).setInputFiles({
        name: 'register.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
      });
      await register
        .getByRole('alert')
        .filter({ hasText: /^register\.html cannot be uploaded/ })
        .waitFor();
      // One over the size limit is refused before it is sent (at one width). Given as a file on
      // disk, which the local browser reads itself: 26 MB handed over as bytes took more than
      // the 30 s timeout on a busy machine.
      if (width === 390) {
        const scan = path.join(folder, 'scan.pdf');
        await writeFile(scan, PDF);
        await truncate(scan, 26 * 1024 * 1024);
        await register.getByLabel(`Upload files for ${REGISTER}`).setInputFiles(scan);
        await register.getByRole('alert').filter({ hasText: 'The file is larger than 25 MB.' }).waitFor();
      }
      await register.getByLabel(`Upload files for ${REGISTER}`).setInputFiles({
        name: 'complaints-register.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Date,Complaint,Outcome\n2026-10-01,Late shift,Resolved\n'),
      });
      await publicPage.getByText('2 of 2 documents received').waitFor();
      await publicPage.getByText('Thank you!').waitFor();
      expect(await accessibilityViolations(publicPage)).toEqual([]);
      await shot(publicPage, 'evidence-page', width);

      // Back in the CRM: the files are listed on their items; staff reject one with a comment and accept the other.
      await page.reload();
      const items = card(page, 'Items (2)');
      await items.getByRole('link', { name: 'liability-2026.pdf' }).waitFor();
      await items.getByRole('link', { name: 'complaints-register.csv' }).waitFor();
      await waitForHydration(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'evidence-request-review', width);
      await items.getByRole('button', { name: `Reject ${REGISTER}` }).click();
      const rejection = page.getByRole('form', { name: `Reject ${REGISTER}` });
      await rejection.getByRole('button', { name: 'Reject item' }).click();
      await rejection.getByText('Please say what is missing or wrong').waitFor();
      await rejection
        .getByRole('textbox', { name: 'What is missing or wrong' })
        .fill('Please send the register for the last 12 months.');
      await rejection.getByRole('button', { name: 'Reject item' }).click();
      await items.getByText('Rejected', { exact: true }).waitFor();
      await items.getByRole('button', { name: `Accept ${INSURANCE}` }).click();
      await page.getByText('1 of 2 received, 1 accepted').first().waitFor();
      await items.getByText('Accepted', { exact: true }).waitFor();
      expect(await items.getByRole('button', { name: `Accept ${INSURANCE}` }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'evidence-request', width);

      // The provider sees what needs another file, and why.
      await publicPage.reload();
      await register.getByText('Needs another file').waitFor();
      await register.getByText('Please send the register for the last 12 months.').waitFor();
      await card(publicPage, INSURANCE).getByText('Accepted', { exact: true }).waitFor();
      expect(await card(publicPage, INSURANCE).locator('.mantine-Dropzone-root').count()).toBe(0);
      expect(await accessibilityViolations(publicPage)).toEqual([]);
      await shot(publicPage, 'evidence-page-reviewed', width);
      // The refused file's answer is the one error the browser logs.
      expect(provider.consoleErrors).toEqual([expect.stringMatching(/status of 400/)]);

      // An unknown link opens the 404 page.
      const unknown = await publicPage.goto(`/evidence/${randomBytes(32).toString('base64url')}`);
      expect(unknown?.status()).toBe(404);
      await publicPage.getByText('Oops! Page not found').waitFor();
      await provider.context.close();
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
