import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.ts';
import { directApi, directStaff } from './support/staff.ts';

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone' }),
    company: form.getByRole('textbox', { name: 'Company (optional)' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    submit: form.getByRole('button', { name: 'Send message' }),
  };
}

describe('landing page contact form in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('marks the required fields and uses a telephone input', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/#contact');
    const fields = contactForm(page);
    for (const field of [fields.name, fields.email, fields.phone, fields.message]) {
      expect(await field.getAttribute('required')).not.toBeNull();
    }
    expect(await fields.company.getAttribute('required')).toBeNull();
    expect(await fields.phone.getAttribute('type')).toBe('tel');
    expect(await fields.email.getAttribute('type')).toBe('email');
    await context.close();
  });

  it('shows an error beside each required field on an empty submit and focuses the first', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/#contact');
    const fields = contactForm(page);
    await fields.submit.click();
    const expectations = [
      [fields.name, 'Please enter your name'],
      [fields.email, 'Please enter your email address'],
      [fields.phone, 'Please enter your phone number'],
      [fields.message, 'Please enter a message'],
    ] as const;
    for (const [field, message] of expectations) {
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    }
    expect(await fields.company.getAttribute('aria-invalid')).not.toBe('true');
    expect(await fields.name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('rejects an email address without a valid format', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/#contact');
    const fields = contactForm(page);
    await fields.email.fill('jo@example');
    await fields.submit.click();
    await fields.form.getByText('Please enter a valid email address').waitFor();
    await context.close();
  });

  it('keeps the entries and shows the failure toast when the message cannot be sent', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/#contact');
    const fields = contactForm(page);
    const entries = [
      [fields.name, 'Jo Citizen'],
      [fields.email, 'jo@example.com.au'],
      [fields.phone, '0400 123 456'],
      [fields.company, 'Harbour Care Services'],
      [fields.message, 'We want to register for supported independent living.'],
    ] as const;
    for (const [field, value] of entries) await field.fill(value);
    await page.route('**/trpc/intake.createLeadFromForm**', (route) => route.abort('connectionrefused'));
    await fields.submit.click();
    await page.getByText('There was an error sending your message. Please try again.').waitFor();
    for (const [field, value] of entries) {
      expect(await field.inputValue()).toBe(value);
      expect(await field.isEnabled()).toBe(true);
      expect(await field.getAttribute('aria-invalid')).not.toBe('true');
    }
    expect(await fields.submit.isEnabled()).toBe(true);
    expect(await page.getByText("Message sent successfully! We'll get back to you soon.").count()).toBe(0);
    expect(consoleErrors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('sends the message, shows Sending... with the fields disabled, clears the form, and the lead reaches the CRM', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const opened = Date.now();
    await gotoHydrated(page, '/#contact');
    const fields = contactForm(page);
    const email = `enquiry-${opened}@example.com.au`;
    await fields.name.fill('Robin Fletcher');
    await fields.email.fill(email);
    await fields.phone.fill('0400 555 010');
    await fields.company.fill(`Fletcher Community Care ${opened}`);
    await fields.message.fill('We run two SIL houses and need a certification audit this year.');

    // Sent at once, as with autofill: a quick person is not taken for a bot.
    let releaseRequest: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route('**/trpc/intake.createLeadFromForm**', async (route) => {
      await held;
      await route.continue();
    });
    await fields.submit.click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    for (const field of [fields.name, fields.email, fields.phone, fields.company, fields.message]) {
      expect(await field.isDisabled()).toBe(true);
    }
    releaseRequest();

    await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
    for (const field of [fields.name, fields.email, fields.phone, fields.company, fields.message]) {
      await expect.poll(() => field.inputValue()).toBe('');
    }

    const staff = await directStaff();
    const client = await directApi(staff);
    const leads = await client.leads.list.query({ search: 'Robin Fletcher' });
    expect(leads.items).toEqual([
      expect.objectContaining({
        title: 'Website enquiry from Robin Fletcher',
        status: 'new',
        accountName: `Fletcher Community Care ${opened}`,
        contactName: 'Robin Fletcher',
      }),
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('hides the honeypot field from people, keyboards and screen readers', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/#contact');
    const honeypot = page.locator('input[name="website"]');
    await honeypot.waitFor({ state: 'attached' });
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0);
    await context.close();
  });

  it('opens the contact form about the package chosen on /ongoing-support', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/ongoing-support');
    await page
      .getByRole('article', { name: 'Strategic Growth Partner' })
      .getByRole('link', { name: 'Choose This Package' })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/' &&
        url.hash === '#contact' &&
        url.searchParams.get('package') === 'Strategic Growth Partner',
    );
    expect(await contactForm(page).message.inputValue()).toBe(
      "I'd like to talk about the Strategic Growth Partner package.",
    );
    await expect
      .poll(() => page.evaluate(() => document.getElementById('contact')?.getBoundingClientRect().top))
      .toBeLessThanOrEqual(80);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ignores a package name that is not one of ours', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/?package=Free+Everything#contact');
    expect(await contactForm(page).message.inputValue()).toBe('');
    await context.close();
  });
});
