import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationGroups } from '../../src/shared/catalog/registration-groups.ts';
import { formatAud } from '../../src/shared/format.ts';
import {
  auditedAsCertification,
  calculateExistingProviderPricing,
  calculateProposalPricing,
  pricingLines,
} from '../../src/shared/pricing.ts';
import type { ProposalPricing } from '../../src/shared/proposal.ts';
import { launchBrowser, waitForHydration } from './support/browser.ts';
import { openSlowPhone } from './support/slow-phone.ts';
import { directApi, directStaff } from './support/staff.ts';

/**
 * Taps made as soon as a prerendered control shows, before React has hydrated the page, on a
 * phone-sized page with the CPU slowed 6×: each tap must either count or meet a control that
 * says it cannot be used yet, and what the page shows must match what it holds. Each case runs
 * several times, because whether a tap lands before or during hydration varies from run to run.
 */
const runs = 3;

/** The rows of the pricing summary as 'label amount', as PricingBreakdown shows them. */
function expectedPricingRows(pricing: ProposalPricing): string[] {
  return [
    ...pricingLines(pricing).map((line) => `${line.label} ${formatAud(line.amount)}`),
    `Subtotal ${formatAud(pricing.subtotal)}`,
    `GST (10%) ${formatAud(pricing.gst)}`,
    `Total ${formatAud(pricing.total)}`,
  ];
}

async function pricingRows(page: Page): Promise<string[]> {
  const rows = await page.getByRole('region', { name: 'Pricing Summary' }).locator('tr').allInnerTexts();
  return rows.map((row) => row.replace(/\s+/g, ' ').trim());
}

function groupCheckbox(page: Page, number: string): Locator {
  return page.getByRole('checkbox', { name: new RegExp(`^Select ${number} `) });
}

/** The numbers of the groups whose checkbox is ticked, as the table shows them. */
async function tickedGroupNumbers(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Registration Groups' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked)
        .map((row) => row.querySelector('td:nth-child(2)')?.textContent?.trim() ?? ''),
    );
}

async function selectedCount(page: Page): Promise<string | null> {
  return page
    .getByRole('region', { name: 'Registration Groups' })
    .getByText(/selected$/)
    .textContent();
}

/**
 * At the moment a control shows: React already handles it, or it is disabled (natively or
 * with aria-disabled), so a tap cannot be lost without the page saying so.
 */
async function handledOrVisiblyWaiting(control: Locator): Promise<boolean> {
  return control.evaluate(
    (element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps')) ||
      element.matches(':disabled') ||
      element.closest('[aria-disabled="true"]') !== null,
  );
}

function groupsNumbered(...numbers: string[]) {
  return numbers.map((number) => {
    const group = registrationGroups.find((candidate) => candidate.number === number);
    if (!group) throw new Error(`No registration group ${number}`);
    return group;
  });
}

describe('taps before hydration, on a slow phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps the groups ticked in the proposal table before hydration, with the summary and price to match', async () => {
    for (let run = 0; run < runs; run += 1) {
      const { page, context, consoleErrors } = await openSlowPhone(browser);
      await page.goto('/registration-proposal', { waitUntil: 'commit' });
      await groupCheckbox(page, '0101').waitFor();
      expect(await handledOrVisiblyWaiting(groupCheckbox(page, '0101'))).toBe(true);
      await groupCheckbox(page, '0101').click();
      await groupCheckbox(page, '0107').click();
      await waitForHydration(page);

      expect(await tickedGroupNumbers(page)).toEqual(['0101', '0107']);
      await expect.poll(() => selectedCount(page)).toBe('2 groups selected');
      await expect
        .poll(() => pricingRows(page))
        .toEqual(expectedPricingRows(calculateProposalPricing(groupsNumbered('0101', '0107'))));

      // After hydration the ticks and the state still move together.
      await groupCheckbox(page, '0101').click();
      await expect.poll(() => selectedCount(page)).toBe('1 group selected');
      expect(await tickedGroupNumbers(page)).toEqual(['0107']);
      await expect
        .poll(() => pricingRows(page))
        .toEqual(expectedPricingRows(calculateProposalPricing(groupsNumbered('0107'))));
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('filters the table by what was typed into its search before hydration', async () => {
    for (let run = 0; run < runs; run += 1) {
      const { page, context, consoleErrors } = await openSlowPhone(browser);
      await page.goto('/registration-proposal', { waitUntil: 'commit' });
      const search = page.getByRole('textbox', { name: 'Search registration groups' });
      await search.waitFor();
      expect(await handledOrVisiblyWaiting(search)).toBe(true);
      await search.fill('hearing');
      await waitForHydration(page);
      expect(await search.inputValue()).toBe('hearing');
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: 'Registration Groups' })
            .locator('tbody td:nth-child(2)')
            .allInnerTexts(),
        )
        .toEqual(['0119', '0122', '0134']);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('sends the contact form typed into as soon as it shows, or keeps it disabled until it can', async () => {
    const staff = await directStaff();
    const client = await directApi(staff);

    for (let run = 0; run < runs; run += 1) {
      const { page, context, consoleErrors } = await openSlowPhone(browser);
      await page.goto('/#contact', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Contact form' });
      const name = form.getByRole('textbox', { name: 'Name' });
      await name.waitFor();
      expect(await handledOrVisiblyWaiting(name)).toBe(true);

      const person = `Early Tapper ${Date.now()}-${run}`;
      await name.fill(person);
      await form.getByRole('textbox', { name: 'Email' }).fill(`early-${Date.now()}-${run}@example.com.au`);
      await form.getByRole('textbox', { name: 'Phone' }).fill('0400 555 011');
      await form.getByRole('textbox', { name: 'Message' }).fill('We would like a certification audit soon.');
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();

      const leads = await client.leads.list.query({ search: person });
      expect(leads.items).toEqual([expect.objectContaining({ contactName: person })]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('opens the phone menu tapped as soon as the burger shows', async () => {
    for (let run = 0; run < runs; run += 1) {
      const { page, context, consoleErrors } = await openSlowPhone(browser);
      await page.goto('/', { waitUntil: 'commit' });
      const burger = page.getByRole('button', { name: 'Open navigation' });
      await burger.waitFor();
      expect(await handledOrVisiblyWaiting(burger)).toBe(true);
      await burger.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'NDIS Audits' }).waitFor();
      expect(await page.getByRole('button', { name: 'Close navigation' }).count()).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('follows a package chosen on /ongoing-support before hydration to the contact form about it', async () => {
    for (let run = 0; run < runs; run += 1) {
      const { page, context, consoleErrors } = await openSlowPhone(browser);
      await page.goto('/ongoing-support', { waitUntil: 'commit' });
      await page
        .getByRole('article', { name: 'Strategic Growth Partner' })
        .getByRole('link', { name: 'Choose This Package' })
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/' && url.searchParams.get('package') === 'Strategic Growth Partner',
      );
      await expect
        .poll(() =>
          page
            .getByRole('form', { name: 'Contact form' })
            .getByRole('textbox', { name: 'Message' })
            .inputValue(),
        )
        .toBe("I'd like to talk about the Strategic Growth Partner package.");
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('prices the groups and service details ticked on the existing-provider page before hydration', async () => {
    for (let run = 0; run < runs; run += 1) {
      const { page, context, consoleErrors } = await openSlowPhone(browser);
      await page.goto('/existing-provider-proposal', { waitUntil: 'commit' });
      await groupCheckbox(page, '0101').click();
      const moduleCheckbox = page.getByRole('checkbox', { name: 'Specialist Behaviour Support' });
      await moduleCheckbox.waitFor();
      expect(await handledOrVisiblyWaiting(moduleCheckbox)).toBe(true);
      // Below the table: its code loads as the visitor scrolls to it (nearScreenPart).
      await moduleCheckbox.scrollIntoViewIfNeeded();
      await moduleCheckbox.click();
      await waitForHydration(page);

      expect(await tickedGroupNumbers(page)).toEqual(['0101']);
      expect(await moduleCheckbox.isChecked()).toBe(true);
      await expect.poll(() => selectedCount(page)).toBe('1 group selected');
      const expected = calculateExistingProviderPricing(groupsNumbered('0101').map(auditedAsCertification), {
        hasClients: false,
        clientCount: 0,
        modulesWithClients: ['module2'],
        outlets: { sil: 0, sda: 0, office: 0, groupCentre: 0 },
      });
      await expect.poll(() => pricingRows(page)).toEqual(expectedPricingRows(expected));
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});
