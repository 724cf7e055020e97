import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.ts';

/** The rows of a pricing table as 'label amount', whitespace collapsed. */
async function pricingRows(region: Locator): Promise<string[]> {
  const rows = await region.locator('tr').allInnerTexts();
  return rows.map((row) => row.replace(/\s+/g, ' ').trim());
}

function groupCheckbox(page: Page, number: string): Locator {
  return page.getByRole('checkbox', { name: new RegExp(`^Select ${number} `) });
}

/** The No. cells of the table's rows, top to bottom. */
async function visibleNumbers(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Registration Groups' }).getByRole('table');
  const cells = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  return cells.map((cell) => cell.trim());
}

async function proceedToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment Checkout' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/payment');
}

async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Read Terms and Conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  const agree = dialog.getByRole('checkbox', { name: /I have read and agree/ });
  // Once in a CI run (29 November), the first click, made as the dialog opened, left the box
  // unticked ('Clicking the checkbox did not change its state'): clicked again until it is ticked.
  await expect
    .poll(
      async () => {
        await agree.check({ timeout: 2_000 }).catch(() => undefined);
        return agree.isChecked();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await dialog.getByRole('button', { name: 'Accept and Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('proposal pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the timeline, searches and sorts the groups table', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/registration-proposal');
    await page.getByRole('heading', { level: 1, name: 'NDIS Registration Proposal' }).waitFor();
    expect(await page.title()).toContain('NDIS Registration Proposal');

    const timelineToggle = page.getByRole('button', { name: /Registration Timeline/ });
    expect(await timelineToggle.getAttribute('aria-expanded')).toBe('false');
    await timelineToggle.click();
    expect(await timelineToggle.getAttribute('aria-expanded')).toBe('true');
    const timeline = page.locator('#registration-timeline');
    await timeline.getByText('Receive Registration Certificate').waitFor();
    expect(await timeline.locator('[aria-current="step"]').innerText()).toContain('Accept Proposal');
    expect(await timeline.getByText('4-6 weeks').isVisible()).toBe(true);

    const numbers = await visibleNumbers(page);
    expect(numbers).toHaveLength(36);
    expect(numbers[0]).toBe('0101');
    expect(numbers[35]).toBe('0136');
    const numberHeader = page.getByRole('columnheader', { name: 'No.' });
    expect(await numberHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'No.' }).click();
    expect(await numberHeader.getAttribute('aria-sort')).toBe('descending');
    expect((await visibleNumbers(page)).slice(0, 3)).toEqual(['0136', '0135', '0134']);
    await page.getByRole('button', { name: 'No.' }).click();
    expect((await visibleNumbers(page)).slice(0, 3)).toEqual(['0101', '0102', '0103']);

    const search = page.getByRole('textbox', { name: 'Search registration groups' });
    await search.fill('HEARING');
    expect(await visibleNumbers(page)).toEqual(['0119', '0122', '0134']);
    await search.fill('013');
    expect(await visibleNumbers(page)).toEqual(['0130', '0131', '0132', '0133', '0134', '0135', '0136']);
    await search.fill('no such group');
    await page.getByText('No registration groups match').waitFor();
    await search.fill('');
    expect(await visibleNumbers(page)).toHaveLength(36);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prices the new-provider selection, asks for groups and terms, and keeps the selection after payment', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/registration-proposal');
    const pricing = page.getByRole('region', { name: 'Pricing Summary' });
    const modulesPanel = page.getByRole('region', { name: 'Required Modules' });
    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });

    await page.getByText('0 groups selected').waitFor();
    await modulesPanel.getByText('Select registration groups to see applicable modules').waitFor();
    expect(await modulesPanel.getByRole('listitem').count()).toBe(7);
    expect(await proceed.getAttribute('aria-disabled')).toBe('true');
    // It only looks disabled: a click must still reach it and say what is missing.
    await proceed.click({ force: true });
    await page.getByText('No groups selected').waitFor();
    await page.getByText('Please select at least one registration group to proceed.').waitFor();

    await groupCheckbox(page, '0101').check();
    await page.getByText('1 group selected').waitFor();
    await expect
      .poll(() => pricingRows(pricing))
      .toEqual(['Verification Audit $1,100', 'Subtotal $1,100', 'GST (10%) $110', 'Total $1,210']);
    expect(await page.getByText('audited under Certification scope').count()).toBe(0);

    await groupCheckbox(page, '0104').check();
    await groupCheckbox(page, '0110').check();
    await page.getByText('3 groups selected').waitFor();
    await page.getByText('the whole registration is audited under Certification scope').waitFor();
    await expect
      .poll(() => modulesPanel.locator('li[data-required="true"]').allInnerTexts())
      .toEqual([
        expect.stringContaining('Core Module'),
        expect.stringContaining('High Intensity Daily Personal Activities'),
        expect.stringContaining('Specialist Behaviour Support'),
      ]);
    expect(await modulesPanel.getByText('Select registration groups to see applicable modules').count()).toBe(
      0,
    );
    await expect
      .poll(() => pricingRows(pricing))
      .toEqual([
        'Core Module $3,500',
        'High Intensity Daily Personal Activities $800',
        'Specialist Behaviour Support $400',
        'Subtotal $4,700',
        'GST (10%) $470',
        'Total $5,170',
      ]);

    expect(await proceed.getAttribute('aria-disabled')).toBe('true');
    await proceed.click({ force: true });
    await page.getByText('Terms and Conditions required').waitFor();
    await page.getByText('Please read and accept the Terms and Conditions to proceed.').waitFor();
    expect(page.url()).toMatch(/\/registration-proposal$/);

    await page.getByRole('button', { name: 'Read Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await dialog.getByRole('heading', { name: '9. Agreement' }).waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      '1. Purpose',
      '2. Client responsibility',
      '3. Customisation',
      '4. Compliance',
      '5. Prohibited use',
      '6. Liability',
      '7. No false information',
      '8. Amendments',
      '9. Agreement',
    ]);
    const accept = dialog.getByRole('button', { name: 'Accept and Continue' });
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await accept.click();
    await page.getByText('Terms accepted', { exact: true }).waitFor();
    await page.getByText('You can now proceed to payment.').waitFor();
    expect(await proceed.getAttribute('aria-disabled')).toBe('false');

    await proceedToPayment(page);
    await page.getByText('Complete your NDIS registration application').waitFor();
    const selected = page.getByRole('region', { name: 'Selected Registration Groups' });
    expect(await selected.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/0101[\s\S]*Verification[\s\S]*Accommodation\/tenancy assistance[\s\S]*rental/i),
      expect.stringMatching(/0104[\s\S]*Certification[\s\S]*High Intensity Daily Personal Activities/i),
      expect.stringMatching(/0110[\s\S]*Certification[\s\S]*Specialist positive behaviour support/i),
    ]);
    const modules = page.getByRole('region', { name: 'Required Modules' });
    expect(await modules.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Core Module[\s\S]*baseline standards[\s\S]*\$3,500\.00/),
      expect.stringMatching(/High Intensity Daily Personal Activities[\s\S]*\$800\.00/),
      expect.stringMatching(/Specialist Behaviour Support[\s\S]*\$400\.00/),
    ]);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect
      .poll(() => pricingRows(summary))
      .toEqual([
        'Core Module $3,500.00',
        'High Intensity Daily Personal Activities $800.00',
        'Specialist Behaviour Support $400.00',
        'Subtotal $4,700.00',
        'GST (10%) $470.00',
        'Total $5,170.00',
      ]);
    await summary.getByText('Processing typically takes 24-48 hours').waitFor();

    await page.getByRole('button', { name: 'Back to Proposal' }).click();
    await page.waitForURL((url) => url.pathname === '/registration-proposal');
    await page.getByText('3 groups selected').waitFor();
    for (const number of ['0101', '0104', '0110']) {
      expect(await groupCheckbox(page, number).isChecked()).toBe(true);
    }
    await page.getByText('Terms and Conditions accepted').waitFor();
    expect(await proceed.getAttribute('aria-disabled')).toBe('false');
    await expect.poll(async () => (await pricingRows(pricing)).at(-1)).toBe('Total $5,170');

    // The browser's own Back button restores it too.
    await groupCheckbox(page, '0110').uncheck();
    await proceedToPayment(page);
    await expect
      .poll(async () => (await pricingRows(page.getByRole('region', { name: 'Order Summary' }))).at(-1))
      .toBe('Total $4,730.00');
    await page.goBack();
    await page.getByText('2 groups selected').waitFor();
    expect(await groupCheckbox(page, '0110').isChecked()).toBe(false);
    expect(await groupCheckbox(page, '0104').isChecked()).toBe(true);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('carries the Verification Audit line to the payment page for Verification-only groups', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/registration-proposal');
    await groupCheckbox(page, '0101').check();
    await groupCheckbox(page, '0134').check();
    await acceptTerms(page);
    await proceedToPayment(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect
      .poll(() => pricingRows(summary))
      .toEqual([
        'Verification Audit $1,100.00',
        'Subtotal $1,100.00',
        'GST (10%) $110.00',
        'Total $1,210.00',
      ]);
    await page
      .getByRole('region', { name: 'Required Modules' })
      .getByText('no modules are required')
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prices an existing provider with clients, modules and outlets, live, and restores the details', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/existing-provider-proposal');
    await page.getByRole('heading', { level: 1, name: 'Full Certification Audit Registration' }).waitFor();
    const table = page.getByRole('region', { name: 'Registration Groups' }).getByRole('table');
    expect(await table.getByText('Certification', { exact: true }).filter({ visible: true }).count()).toBe(
      36,
    );
    expect(await table.getByText('Verification', { exact: true }).count()).toBe(0);

    const pricing = page.getByRole('region', { name: 'Pricing Summary' });
    await expect
      .poll(() => pricingRows(pricing))
      .toEqual(['NDIS Internal Audit Report $500', 'Subtotal $500', 'GST (10%) $50', 'Total $550']);

    await groupCheckbox(page, '0101').check();
    await groupCheckbox(page, '0131').check();
    await page.getByText('the whole registration is audited under Certification scope').waitFor();
    const details = page.getByRole('region', { name: 'Current Service Details' });
    await details.getByRole('switch', { name: 'We currently support NDIS clients' }).check();
    await details.getByRole('textbox', { name: 'Number of clients' }).fill('4');
    await details.getByRole('checkbox', { name: 'Early Childhood Supports' }).check();
    await details.getByRole('checkbox', { name: 'Core Module' }).check();
    await details.getByRole('textbox', { name: 'SIL outlets' }).fill('2');
    await details.getByRole('textbox', { name: 'Group centre outlets' }).fill('1');
    await details.getByRole('textbox', { name: 'SDA outlets' }).fill('');
    await details.getByRole('textbox', { name: 'SDA outlets' }).pressSequentially('abc');
    expect(await details.getByRole('textbox', { name: 'SDA outlets' }).inputValue()).toBe('');

    const expectedRows = [
      'Core Module $3,500',
      'Specialist Disability Accommodation $800',
      'Core module clients $500',
      'Additional module: Early Childhood Supports $500',
      'SIL outlets (2) $1,000',
      'Group centre outlets (1) $500',
      'NDIS Internal Audit Report $500',
      'Subtotal $7,300',
      'GST (10%) $730',
      'Total $8,030',
    ];
    await expect.poll(() => pricingRows(pricing)).toEqual(expectedRows);

    await details.getByRole('switch', { name: 'We currently support NDIS clients' }).uncheck();
    await expect
      .poll(async () => (await pricingRows(pricing)).slice(-3))
      .toEqual(['Subtotal $6,800', 'GST (10%) $680', 'Total $7,480']);
    await details.getByRole('switch', { name: 'We currently support NDIS clients' }).check();
    await expect.poll(() => pricingRows(pricing)).toEqual(expectedRows);

    await acceptTerms(page);
    await proceedToPayment(page);
    const selected = page.getByRole('region', { name: 'Selected Registration Groups' });
    expect(await selected.getByText('Certification', { exact: true }).count()).toBe(2);
    await expect
      .poll(() => pricingRows(page.getByRole('region', { name: 'Order Summary' })))
      .toEqual(expectedRows.map((row) => `${row}.00`));

    await page.getByRole('button', { name: 'Back to Proposal' }).click();
    await page.waitForURL((url) => url.pathname === '/existing-provider-proposal');
    await page.getByText('2 groups selected').waitFor();
    expect(await details.getByRole('switch', { name: 'We currently support NDIS clients' }).isChecked()).toBe(
      true,
    );
    expect(await details.getByRole('textbox', { name: 'Number of clients' }).inputValue()).toBe('4');
    expect(await details.getByRole('checkbox', { name: 'Early Childhood Supports' }).isChecked()).toBe(true);
    expect(await details.getByRole('textbox', { name: 'SIL outlets' }).inputValue()).toBe('2');
    await expect.poll(() => pricingRows(pricing)).toEqual(expectedRows);
    await page.getByText('Terms and Conditions accepted').waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('scrolls the groups in a 760 px box under a sticky header on a desktop, and with the page on a phone from the first paint', async () => {
    // The box the table scrolls in: Table.ScrollContainer's two divs around it.
    const scrollBox = (page: Page) =>
      page.getByRole('region', { name: 'Registration Groups' }).locator('table').locator('xpath=../..');
    // The box's height is the stylesheet's, not the script's: checked on the prerendered page.
    const phone = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await phone.page.goto('/registration-proposal');
    expect((await scrollBox(phone.page).boundingBox())?.height).toBeGreaterThan(1500);
    await phone.context.close();

    const { page, context, consoleErrors } = await openPage(browser, { width: 1280, height: 900 });
    await gotoHydrated(page, '/registration-proposal');
    const box = scrollBox(page);
    expect((await box.boundingBox())?.height).toBe(760);
    await box.evaluate((element) => element.scrollBy(0, 800));
    const header = page.getByRole('columnheader', { name: 'Registration Group', exact: true });
    await expect
      .poll(async () =>
        Math.abs(((await header.boundingBox())?.y ?? 0) - ((await box.boundingBox())?.y ?? 0)),
      )
      .toBeLessThan(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px screen without horizontal scroll; the audit type moves under the group name', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const pageOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await gotoHydrated(page, '/existing-provider-proposal');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageOverflow()).toBe(0);

    await gotoHydrated(page, '/registration-proposal');
    const shots = process.env.SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/registration-proposal-390.png` });
    await page.getByRole('button', { name: /Registration Timeline/ }).click();
    await groupCheckbox(page, '0104').check();
    expect(await pageOverflow()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/registration-proposal-390-tapped.png` });
    const table = page.getByRole('region', { name: 'Registration Groups' }).getByRole('table');
    expect(await table.getByRole('columnheader', { name: 'Type of Audit' }).isVisible()).toBe(false);
    const badge = table
      .getByRole('row', { name: /0104/ })
      .getByText('Certification')
      .filter({ visible: true });
    const badgeBox = await badge.boundingBox();
    expect(badgeBox && badgeBox.x + badgeBox.width).toBeLessThan(390);
    // The 36 groups are one list the page scrolls, not a box of 760 px scrolling inside it.
    await expect.poll(async () => (await table.boundingBox())?.height ?? 0).toBeGreaterThan(1500);

    await acceptTerms(page);
    if (shots)
      await page
        .getByRole('region', { name: 'Pricing Summary' })
        .screenshot({ path: `${shots}/registration-proposal-390-summary.png` });
    await proceedToPayment(page);
    expect(await pageOverflow()).toBe(0);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
