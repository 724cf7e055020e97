import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMails } from '../support/mail.ts';
import { accessibilityViolations } from './support/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.ts';
import { directSignIn, directStaff } from './support/staff.ts';
import { e2eServer } from './support/server.ts';

async function chooseGroupsAndAcceptTerms(page: Page, numbers: string[]): Promise<void> {
  await gotoHydrated(page, '/registration-proposal');
  for (const number of numbers)
    await page.getByRole('checkbox', { name: new RegExp(`^Select ${number} `) }).check();
  // The toast asking for the terms goes when their dialog opens, not over it.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click({ force: true });
  const required = page.getByText('Please read and accept the Terms and Conditions to proceed.');
  await required.waitFor();
  await page.getByRole('button', { name: 'Read Terms and Conditions' }).click();
  await expect.poll(() => required.count()).toBe(0);
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await dialog.getByRole('button', { name: 'Accept and Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('accepting a proposal online in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** Goes from the proposal to the checkout and accepts it with a new prospect's details. */
  async function acceptProposal(page: Page) {
    await chooseGroupsAndAcceptTerms(page, ['0104', '0110']);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Checkout' }).waitFor();
    await expect.poll(() => page.getByText('You can now proceed to payment.').count()).toBe(0);
    // Before acceptance the checkout is as the spec lists it.
    await page.getByRole('button', { name: 'Process Payment (Coming Soon)' }).waitFor();
    await page.getByText('Processing typically takes 24-48 hours').waitFor();

    const details = page.getByRole('form', { name: 'Your details' });
    const email = `prospect-${randomBytes(4).toString('hex')}@example.com`;
    const business = `Harbour Care ${randomBytes(3).toString('hex')}`;
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Jane Citizen');
    await details.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await details.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
    await details.getByLabel('Business name').fill(business);
    await details.getByLabel('ABN (optional)').fill('51 824 753 557');
    const accept = details.getByRole('button', { name: 'Accept proposal and email me a copy' });
    await accept.click();
    await details.getByText('ABN must be 11 digits with a valid check digit').waitFor();
    await details.getByLabel('ABN (optional)').fill('51 824 753 556');
    // As fast as autofill: a quick buyer is not taken for a bot.
    await accept.click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Proposal accepted' });
    await confirmation.waitFor();
    const number = /Q-\d{4}-\d{4}/.exec(await confirmation.innerText())?.[0] ?? '';
    expect(number).not.toBe('');
    return { email, business, number, confirmation };
  }

  it("replaces the checkout with a confirmation at the top of a phone screen, with the quote's link and PDF", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const { number, confirmation } = await acceptProposal(page);
    await page.getByRole('heading', { level: 1, name: 'Proposal Accepted' }).waitFor();
    expect(await page.title()).not.toContain('Payment Checkout');
    expect(await page.getByRole('form', { name: 'Your details' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Process Payment (Coming Soon)' }).count()).toBe(0);
    const box = await confirmation.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await page.getByRole('heading', { name: 'Next steps' }).waitFor();

    const pdf = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const response = await page.request.get(pdf ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('link', { name: 'View quote' }).click();
    await page.getByRole('heading', { level: 1, name: `Quote ${number}` }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('accepts 0104 + 0110, mails the quote, opens its link, and shows it on the new lead in the CRM', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const { email, business, number } = await acceptProposal(page);
    await page.getByText('Pay by bank transfer').waitFor();
    await page.getByRole('cell', { name: number }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const [mail] = await waitForMails(e2eServer().mailDir, email);
    expect(mail?.subject).toBe(`Your quote ${number}`);
    expect(mail?.raw).toContain(`filename=${number}.pdf`);
    const link = new URL(mail?.link ?? '');
    await page.goto(link.pathname);
    await page.getByRole('heading', { level: 1, name: `Quote ${number}` }).waitFor();
    await page.getByRole('row', { name: /Total\s+\$5,170\.00/ }).waitFor();
    await page.getByRole('link', { name: 'Download PDF' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    const staff = await directStaff('Quinn', 'Quotes', 'staff');
    await directSignIn(context, staff);
    await page.goto(`/crm/leads?q=${encodeURIComponent(business)}`);
    await page.getByRole('heading', { name: `Proposal accepted online by ${business}` }).click();
    const quotes = page.getByRole('table').filter({ hasText: number });
    await quotes.getByRole('row', { name: new RegExp(`${number}.*\\$5,170\\.00.*Accepted`) }).waitFor();
    await quotes.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Quote ${number}` }).waitFor();
    await page.getByRole('row', { name: /Total\s+\$5,170\.00/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
