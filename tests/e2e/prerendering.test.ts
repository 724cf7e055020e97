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
 * after a hydration mismatch) replaces all of it. A part that renders when the visitor nears it
 * (nearScreenPart) replaces its own markup by design, and is left out.
 */
async function countRemovalsFromRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { removed: 0 };
    Object.assign(window, { prerenderCheck: counts });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : null;
        if (!target?.closest('#root') || target.closest('[data-near-screen-part]')) continue;
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
    const path = '/existing-provider-proposal';
    // The fields React hydrates: a part that renders when the visitor nears it (the service
    // details card) is rendered afresh, not hydrated, and gets ids of its own.
    const hydratedFields = '#root input:not([data-near-screen-part] input)';
    const idsOf = (page: Page) =>
      page.locator(hydratedFields).evaluateAll((inputs) => inputs.map((input) => input.id));
    const prerendered = await openPage(browser, { javaScriptEnabled: false });
    await prerendered.page.goto(path);
    const prerenderedIds = await idsOf(prerendered.page);
    await prerendered.context.close();
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, path);
    // Every field enabled: each part has hydrated and rendered once more since.
    await expect.poll(() => page.locator('#root input:disabled').count(), { timeout: 15_000 }).toBe(0);
    // The groups' checkboxes are plain inputs labelled by their rows; Mantine's fields (the
    // table's search) carry the ids its hook would change.
    expect(prerenderedIds.length).toBeGreaterThan(35);
    expect(prerenderedIds.filter((id) => id.startsWith('mantine-')).length).toBeGreaterThan(0);
    expect(await idsOf(page)).toEqual(prerenderedIds);
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

  const partsNearScreen = [
    {
      part: "the landing page's contact form",
      path: '/',
      code: '/assets/ConnectedContactForm-',
      use: async (page: Page) => {
        const name = page.getByRole('textbox', { name: 'Name' });
        await name.fill('Alex Citizen');
        return name.inputValue();
      },
      used: 'Alex Citizen',
    },
    {
      part: "the existing provider's service details",
      path: '/existing-provider-proposal',
      code: '/assets/CurrentServiceDetailsCard-',
      use: async (page: Page) => {
        const clients = page.getByRole('switch', { name: 'We currently support NDIS clients' });
        await clients.check();
        return clients.isChecked();
      },
      used: true,
    },
  ];

  it.each(partsNearScreen)(
    'loads $part when the visitor nears it, and renders it in place of its markup',
    async ({ path, code, use, used }) => {
      const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 800 });
      const partCode: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(code)) partCode.push(request.url());
      });
      await gotoHydrated(page, path);
      const fields = page.locator('[data-near-screen-part] input, [data-near-screen-part] textarea');
      // The rest of the page works; the part, far down, is still its prerendered markup.
      await expect.poll(() => page.getByRole('button', { name: 'Open navigation' }).isEnabled()).toBe(true);
      expect(await fields.count()).toBeGreaterThan(0);
      expect(await fields.evaluateAll((all) => all.every((field) => field.matches(':disabled')))).toBe(true);
      expect(partCode).toEqual([]);
      const pageTop = () =>
        page.locator('[data-near-screen-part]').evaluate((part) => {
          const markup = part.firstElementChild?.getBoundingClientRect();
          return (markup?.top ?? 0) + window.scrollY;
        });
      const partTop = await pageTop();
      expect(partTop).toBeGreaterThan(3 * 800);
      // Half a screen below the screen's foot: within a screen of it, its code loads and it
      // renders, in the same place, before it is seen.
      await page.evaluate((top) => window.scrollTo(0, top - 800 - 400), partTop);
      await expect
        .poll(() => fields.evaluateAll((all) => all.every((field) => !field.matches(':disabled'))), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(partCode).toHaveLength(1);
      expect(await pageTop()).toBe(partTop);
      expect(await use(page)).toBe(used);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

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
