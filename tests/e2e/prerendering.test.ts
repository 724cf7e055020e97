import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser.ts';

const pages = [
  { path: '/', heading: 'Get registered, pass your audit and stay compliant' },
  { path: '/ndis-audits', heading: 'NDIS Audits & Registration Groups' },
  { path: '/registration-groups', heading: 'Understanding NDIS Registration Groups and Relevant Modules' },
  { path: '/registration-proposal', heading: 'NDIS Registration Proposal' },
  { path: '/existing-provider-proposal', heading: 'Full Certification Audit Registration' },
  { path: '/ongoing-support', heading: 'NDIS Compliance & Growth Partner Packages' },
  { path: '/payment', heading: 'No registration groups selected.' },
];

/**
 * Before any script of the page runs, counts the elements that anything removes from #root.
 * Hydration adopts the prerendered markup and removes none; rendering afresh (what React does
 * after a hydration mismatch) replaces all of it.
 */
async function countRemovalsFromRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { removed: 0 };
    Object.assign(window, { prerenderCheck: counts });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : null;
        if (!target?.closest('#root')) continue;
        for (const node of mutation.removedNodes) if (node instanceof HTMLElement) counts.removed += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

function removedFromRoot(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { prerenderCheck: { removed: number } }).prerenderCheck.removed,
  );
}

describe('prerendered public pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(pages)('$path shows its content and styles without JavaScript', async ({ path, heading }) => {
    const { page, context } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([heading]);
    // Mantine's styles are there: the navigation bar's links give way to the burger on a phone.
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await context.close();
  });

  it.each(pages)(
    '$path hydrates the prerendered markup without replacing it or logging errors',
    async ({ path, heading }) => {
      const { page, context, consoleErrors } = await openPage(browser);
      await countRemovalsFromRoot(page);
      await gotoHydrated(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await removedFromRoot(page)).toBe(0);
      // Interactive, down to the part whose code loads when it is reached for (its button is
      // then replaced by the dropdown's own): the Services dropdown opens.
      await page.getByRole('button', { name: 'Services' }).click();
      await page.getByRole('menuitem', { name: 'New Providers' }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it("keeps the fields' prerendered ids through hydration, with no render of them to change them", async () => {
    const { page, context } = await openPage(browser);
    const path = '/existing-provider-proposal';
    const html = await (await page.request.get(path)).text();
    const prerenderedIds = [...html.matchAll(/<input\b[^>]*>/g)].map(
      ([input]) => /\sid="([^"]*)"/.exec(input)?.[1] ?? '',
    );
    await gotoHydrated(page, path);
    // Every field enabled: each part has hydrated and rendered once more since.
    await expect.poll(() => page.locator('#root input:disabled').count(), { timeout: 15_000 }).toBe(0);
    const ids = await page.locator('#root input').evaluateAll((inputs) => inputs.map((input) => input.id));
    expect(prerenderedIds.length).toBeGreaterThan(40);
    expect(ids).toEqual(prerenderedIds);
    await context.close();
  });

  it('hydrates the 404 page, which logs the path it was asked for and nothing else', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await countRemovalsFromRoot(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { level: 1, name: pages[0]?.heading }).waitFor();
    expect(consoleErrors.filter((message) => !message.includes('/no/such/page'))).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await context.close();
  });

  it('renders a page whose query changes it afresh, with the query applied', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/ndis-audits?tab=registration-groups');
    await page.getByRole('tab', { name: 'Registration Groups', selected: true }).waitFor();
    await page.goto('/?package=Premium+Partnership#contact');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue(), { timeout: 15_000 })
      .toBe("I'd like to talk about the Premium Partnership package.");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('leaves the parts with nothing to hydrate as prerendered, their links going through the router', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const handledByReact = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await gotoHydrated(page, '/');
    // The header's controls hydrate; the hero, the sections and the footer are left as they are.
    expect(await handledByReact('header button')).toBe(true);
    expect(await handledByReact('h1')).toBe(false);
    expect(await handledByReact('footer a')).toBe(false);
    // A link in such a part navigates in the page, as React Router's links do: no new document.
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ongoing Support' }).click();
    await page.getByRole('heading', { level: 1, name: pages[5]?.heading }).waitFor();
    expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true);
    // Reached by a link, the page renders those parts itself, links and all.
    expect(await handledByReact('h1')).toBe(true);
    await page.getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#contact');
    await page.getByRole('heading', { level: 1, name: pages[0]?.heading }).waitFor();
    expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("loads the landing page's contact form when the visitor nears it, and renders it in place of its markup", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 800 });
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/ConnectedContactForm-')) formCode.push(request.url());
    });
    await gotoHydrated(page, '/');
    const name = page.getByRole('textbox', { name: 'Name' });
    // The rest of the page works; the form, far down, is still its prerendered markup.
    await expect.poll(() => page.getByRole('button', { name: 'Open navigation' }).isEnabled()).toBe(true);
    expect(await name.isDisabled()).toBe(true);
    expect(formCode).toEqual([]);
    const pageTop = () =>
      page.locator('[data-near-screen-part]').evaluate((part) => {
        const markup = part.firstElementChild?.getBoundingClientRect();
        return (markup?.top ?? 0) + window.scrollY;
      });
    const formTop = await pageTop();
    expect(formTop).toBeGreaterThan(3 * 800);
    // Half a screen below the screen's foot: within a screen of it, its code loads and it
    // renders, in the same place, before it is seen.
    await page.evaluate((top) => window.scrollTo(0, top - 800 - 400), formTop);
    await expect.poll(() => name.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(formCode).toHaveLength(1);
    expect(await pageTop()).toBe(formTop);
    await name.fill('Alex Citizen');
    expect(await name.inputValue()).toBe('Alex Citizen');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the page title and description in step with client-side navigation', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'NDIS Audits' }).click();
    await expect.poll(() => page.title()).toBe('NDIS Audits & Registration Groups | NDIS Provider Support');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^How NDIS verification/,
    );
    await context.close();
  });
});
