import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff, type StaffMember } from './support/staff.ts';

/** A signed-in API client for the staff member, to set up records and move one back between steps. */
async function apiFor(staff: StaffMember) {
  const client = await directApi(staff);
  return client;
}

function column(page: Page, stage: string): Locator {
  return page.getByRole('region', { name: `${stage} column` });
}

function card(page: Page, stage: string, name: string): Locator {
  return column(page, stage).locator(`[data-opportunity="${name}"]`);
}

async function statText(page: Page, title: string): Promise<string> {
  return (await page.getByRole('region', { name: title }).innerText()).replace(/\s+/g, ' ').trim();
}

/** The dollar figure on a dashboard card: 'Open Pipeline $9,000 …' -> 9000. */
async function dollars(page: Page, title: string): Promise<number> {
  const [, figure = ''] = /\$([\d,]+)/.exec(await statText(page, title)) ?? [];
  return Number(figure.replace(/,/g, ''));
}

/** Drags with the mouse from the card to the middle of the target column, in small steps as a hand would. */
async function dragByMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('card or column not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + 24, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 80, { steps: 12 });
  await page.mouse.up();
}

/** The server's answer to the next board move: the test reloads only after the move is saved. */
function savedMove(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/trpc/opportunities.moveStage'));
}

/** Lifts the card by its handle with Space, presses Left or Right `steps` times, and drops it with Space. */
async function dragByKeyboard(page: Page, name: string, key: 'ArrowLeft' | 'ArrowRight', steps: number) {
  const handle = page.getByRole('button', { name: `Move ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  // The board says which column the card is over once dnd-kit has measured the columns, just after
  // the lift; an arrow before that has no column to go to. Each step waits for the board to say
  // the next column, since it starts from the column the card is over.
  const said = page.locator('[id^="DndLiveRegion"]');
  await expect.poll(() => said.textContent()).toMatch(/^Over /);
  // dnd-kit's keyboard sensor starts listening for arrows in a timer set at the lift, and Chromium
  // may handle a key press before a pending timer: a timer of ours, set now, runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let step = 0; step < steps; step += 1) {
    const before = await said.textContent();
    await page.keyboard.press(key);
    await expect.poll(() => said.textContent()).not.toBe(before);
  }
  await page.keyboard.press('Space');
}

describe('sales pipeline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('converts a lead, works the deal on the board by mouse and keyboard, and closes it as lost', async () => {
    const staff = await directStaff('Sam', 'Okafor');
    const client = await apiFor(staff);
    const tag = Date.now().toString(36);
    const account = await client.accounts.create.mutate({
      name: `Wattle Care ${tag}`,
      accountType: 'enterprise',
    });
    const contact = await client.contacts.create.mutate({
      firstName: 'Ada',
      lastName: 'Lim',
      accountId: account.id,
    });
    const title = `Verification audit ${tag}`;
    const lead = await client.leads.create.mutate({
      title,
      accountId: account.id,
      contactId: contact.id,
      estimatedValue: 9_000,
    });

    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, staff);

    // Convert the lead: the dialog is prefilled from it.
    await page.goto(`/crm/leads/${lead.id}`);
    await page.getByRole('button', { name: 'Convert to Opportunity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to Opportunity' });
    expect(await dialog.getByRole('textbox', { name: 'Opportunity Name' }).inputValue()).toBe(title);
    expect(await dialog.getByRole('textbox', { name: 'Amount (AUD)' }).inputValue()).toBe('$9,000');
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await page.getByText('Lead converted to an opportunity').waitFor();
    const link = page.getByRole('link', { name: title });
    await page.getByText(`Converted to ${title}`, { exact: true }).waitFor();
    await page.getByText('Qualified', { exact: true }).first().waitFor();

    // Converting again offers the existing opportunity.
    await page.getByRole('button', { name: 'Convert to Opportunity' }).click();
    await dialog.getByText(`This lead has already been converted to "${title}".`).waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/crm\/opportunities\/[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Open Opportunity' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/crm/opportunities/'));
    const opportunityId = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await page.getByText(`Created from lead "${title}"`).waitFor();

    // The dashboard counts it in the open pipeline.
    await page.goto('/crm');
    await page.getByRole('region', { name: 'Open Pipeline' }).waitFor();
    const openWithDeal = await dollars(page, 'Open Pipeline');
    expect(openWithDeal).toBeGreaterThanOrEqual(9_000);

    // Into Proposal, then on the board: Proposal to Negotiation by mouse.
    await client.opportunities.moveStage.mutate({ id: opportunityId, stage: 'proposal' });
    await page.goto('/crm/opportunities');
    await card(page, 'Proposal', title).waitFor();
    expect(await card(page, 'Proposal', title).innerText()).toContain('$9,000');
    let saved = savedMove(page);
    await dragByMouse(page, card(page, 'Proposal', title), column(page, 'Negotiation'));
    await card(page, 'Negotiation', title).waitFor();
    await saved;
    await page.reload();
    await card(page, 'Negotiation', title).waitFor();
    expect(await card(page, 'Proposal', title).count()).toBe(0);

    // Back to Proposal, then Proposal to Negotiation by keyboard.
    await client.opportunities.moveStage.mutate({ id: opportunityId, stage: 'proposal' });
    await page.reload();
    await card(page, 'Proposal', title).waitFor();
    saved = savedMove(page);
    await dragByKeyboard(page, title, 'ArrowRight', 1);
    await card(page, 'Negotiation', title).waitFor();
    await saved;
    await page.reload();
    await card(page, 'Negotiation', title).waitFor();
    expect(await statText(page, 'Negotiation column')).toContain('$9,000');

    // Closed Lost (collapsed) asks why; without a reason nothing moves.
    await dragByKeyboard(page, title, 'ArrowRight', 2);
    const lost = page.getByRole('dialog', { name: `Mark "${title}" as lost` });
    await lost.getByRole('button', { name: 'Mark as Lost' }).click();
    await lost.getByText('Please say why the opportunity was lost').waitFor();
    await lost.getByRole('textbox', { name: 'Loss Reason' }).fill('Chose an in-house auditor');
    saved = savedMove(page);
    await lost.getByRole('button', { name: 'Mark as Lost' }).click();
    await saved;
    await expect.poll(() => card(page, 'Negotiation', title).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Closed Lost cards' }).click();
    await card(page, 'Closed Lost', title).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Show Closed Lost cards' }).click();
    await card(page, 'Closed Lost', title).waitFor();

    // The opportunity's history and the dashboard show it.
    await page.goto(`/crm/opportunities/${opportunityId}`);
    await page.getByText('Chose an in-house auditor', { exact: true }).waitFor();
    await page.getByText('Stage changed from Negotiation to Closed Lost').waitFor();
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('Stage: Negotiation → Closed Lost', { exact: true }).waitFor();
    await history.getByText('Loss reason: (empty) → Chose an in-house auditor', { exact: true }).waitFor();
    await page.goto('/crm');
    await page.getByRole('region', { name: 'Open Pipeline' }).waitFor();
    expect(await dollars(page, 'Open Pipeline')).toBe(openWithDeal - 9_000);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
