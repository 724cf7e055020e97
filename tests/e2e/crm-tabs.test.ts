import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkSettled, openPage } from './support/browser.ts';
import { directApi, directSignIn, directStaff, type StaffMember } from './support/staff.ts';

/** A record of each kind, so every list has rows a wrong card could be drawn with. */
async function createOneOfEach(staff: StaffMember) {
  const client = await directApi(staff);
  const tag = randomBytes(3).toString('hex');
  const account = await client.accounts.create.mutate({ name: `Tabs Care ${tag}`, accountType: 'startup' });
  const contact = await client.contacts.create.mutate({
    firstName: 'Tabitha',
    lastName: `Walk${tag}`,
    accountId: account.id,
  });
  await client.leads.create.mutate({
    title: `Tabs lead ${tag}`,
    accountId: account.id,
    contactId: contact.id,
  });
  await client.opportunities.create.mutate({
    name: `Tabs deal ${tag}`,
    accountId: account.id,
    amount: 42_000,
  });
}

/**
 * Walks through the tabs, each from a fresh load and never into a tab it has opened, that
 * together take every step from one tab to another exactly once. Each step then goes from a tab
 * that has drawn its data into a tab whose data was never loaded, as a step right after a fresh
 * load of its first tab does, in about a fifth of the fresh loads (each costs the CRM's boot).
 * Greedy: each walk goes on to the tab with the most steps left out of it.
 */
function walksTakingEveryStep(tabs: string[]): string[][] {
  const left = new Set(tabs.flatMap((from) => tabs.filter((to) => to !== from).map((to) => `${from} ${to}`)));
  const stepsLeft = (from: string, opened: string[]) =>
    tabs.filter((to) => !opened.includes(to) && left.has(`${from} ${to}`)).length;
  const mostStepsLeft = (candidates: string[], opened: string[]) =>
    candidates.reduce((best, tab) => (stepsLeft(tab, opened) > stepsLeft(best, opened) ? tab : best));
  const walks: string[][] = [];
  while (left.size > 0) {
    const walk = [mostStepsLeft(tabs, [])];
    for (;;) {
      const here = walk.at(-1)!;
      const next = tabs.filter((to) => !walk.includes(to) && left.has(`${here} ${to}`));
      if (next.length === 0) break;
      const to = mostStepsLeft(next, walk);
      left.delete(`${here} ${to}`);
      walk.push(to);
    }
    walks.push(walk);
  }
  return walks;
}

describe('CRM tabs in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens every tab from every other tab, never loaded before since a fresh load, without an error screen', async () => {
    const staff = await directStaff('Tab', 'Walker');
    await createOneOfEach(staff);
    const { page, context, consoleErrors } = await openPage(browser);
    await directSignIn(context, staff);
    await page.goto('/crm');
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Leads' }).waitFor();
    const tabs = await navigation
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(tabs.length).toBeGreaterThan(5);

    const current = navigation.locator('[aria-current="page"]');
    const crashed = page.getByText('Something went wrong');
    // The tab has drawn its data (a list that kept other rows while loading would crash here).
    const settled = async () => {
      await networkSettled(page);
      await expect.poll(() => page.locator('main .mantine-Loader-root').count()).toBe(0);
    };
    const crashes: string[] = [];
    const walks = walksTakingEveryStep(tabs);
    expect(walks.flatMap((walk) => walk.slice(1)).length).toBe(tabs.length * (tabs.length - 1));
    for (const [first, ...rest] of walks) {
      await page.goto(first!);
      await expect.poll(() => current.getAttribute('href')).toBe(first);
      await settled();
      let from = first!;
      for (const to of rest) {
        await navigation.locator(`a[href="${to}"]`).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(to);
        await settled();
        if (await crashed.isVisible()) crashes.push(`${from} → ${to}`);
        from = to;
      }
    }
    expect(crashes).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 600_000);
  it('fits every CRM screen at 390 px: no sideways scrolling, the account menu on screen', async () => {
    const staff = await directStaff('Alexandra', 'Montgomery-Smith');
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 800 });
    await directSignIn(context, staff);
    await page.goto('/crm');
    const menu = page.getByRole('button', { name: 'account menu' });
    await menu.waitFor();
    const paths = await page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const overflowing: string[] = [];
    for (const path of [...paths, '/crm/settings/team', '/crm/quotes']) {
      await page.goto(path);
      await menu.waitFor();
      await networkSettled(page);
      const { scrollWidth, menuRight } = await menu.evaluate((button) => ({
        scrollWidth: document.documentElement.scrollWidth,
        menuRight: button.getBoundingClientRect().right,
      }));
      if (scrollWidth > 390 || menuRight > 390)
        overflowing.push(`${path}: ${scrollWidth} wide, menu to ${menuRight}`);
    }
    expect(overflowing).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
