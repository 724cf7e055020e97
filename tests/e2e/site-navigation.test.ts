import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusWhenEnabled, gotoHydrated, launchBrowser, openPage } from './support/browser.ts';

/** Where the top of a landing-page section sits in the viewport, once smooth scrolling has settled. */
async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`No section #${sectionId}`);
    return Math.round(section.getBoundingClientRect().top);
  }, id);
}

/** The section has scrolled to just below the sticky navigation bar. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBeLessThanOrEqual(80);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
}

describe('site navigation in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('links from another page to a landing-page section and scrolls to it', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, '/ndis-audits');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/#contact');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    await expectScrolledTo(page, 'contact');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('scrolls between sections on the landing page, also when the same link is followed again', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Testimonials' }).click();
    await page.waitForURL((url) => url.hash === '#testimonials');
    await expectScrolledTo(page, 'testimonials');
    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('link', { name: 'Testimonials' }).click();
    await expectScrolledTo(page, 'testimonials');
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.hash === '#about');
    await expectScrolledTo(page, 'about');
    await context.close();
  });

  it('lands on a section when the page is opened with its hash', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/#contact');
    await expectScrolledTo(page, 'contact');
    await context.close();
  });

  it('opens each service from the Services dropdown', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const services = [
      ['New Providers', '/registration-proposal'],
      ['Existing Providers', '/existing-provider-proposal'],
      ['Ongoing Support', '/ongoing-support'],
    ];
    for (const [label, path] of services) {
      await gotoHydrated(page, '/ndis-audits');
      await page.getByRole('button', { name: 'Services' }).click();
      const item = page.getByRole('menuitem', { name: label });
      expect(await item.getAttribute('href')).toBe(path);
      await item.click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    }
    await page
      .getByRole('heading', { level: 1, name: 'NDIS Compliance & Growth Partner Packages' })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the Services dropdown and follows an item with the keyboard', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/');
    await focusWhenEnabled(page.getByRole('button', { name: 'Services' }));
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // Opening with Enter focuses the first item (the WAI-ARIA menu button pattern).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New Providers');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/existing-provider-proposal');
    await context.close();
  });

  it('opens the Services dropdown and the phone menu pressed before their code has arrived', async () => {
    // Their code loads only when the visitor reaches for them; here it arrives a second late.
    const held = async (page: Page, chunk: RegExp) => {
      const requested: string[] = [];
      await page.route(chunk, async (route) => {
        requested.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      return requested;
    };

    const desktop = await openPage(browser);
    const menuRequests = await held(desktop.page, /\/assets\/ServicesMenu-[^/]+\.js$/);
    await gotoHydrated(desktop.page, '/');
    expect(menuRequests).toEqual([]);
    await desktop.page.getByRole('button', { name: 'Services' }).click();
    await desktop.page.getByRole('menuitem', { name: 'Ongoing Support' }).click();
    await desktop.page.waitForURL((url) => url.pathname === '/ongoing-support');
    expect(menuRequests).toHaveLength(1);

    await gotoHydrated(desktop.page, '/');
    await focusWhenEnabled(desktop.page.getByRole('button', { name: 'Services' }));
    await desktop.page.keyboard.press('Enter');
    await desktop.page.getByRole('menu').waitFor();
    await expect
      .poll(() => desktop.page.evaluate(() => document.activeElement?.textContent))
      .toBe('New Providers');
    expect(desktop.consoleErrors).toEqual([]);
    await desktop.context.close();

    const phone = await openPage(browser, { width: 390, height: 844 });
    const drawerRequests = await held(phone.page, /\/assets\/MobileNavDrawer-[^/]+\.js$/);
    await gotoHydrated(phone.page, '/');
    expect(drawerRequests).toEqual([]);
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'NDIS Audits' }).waitFor();
    expect(drawerRequests).toHaveLength(1);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });

  it('links CRM Login to /crm and the brand to the top of the landing page', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, '/ongoing-support');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'CRM Login' }).getAttribute('href')).toBe('/crm');
    await page.evaluate(() => window.scrollTo(0, 1000));
    await header.getByRole('link', { name: 'NDIS Provider Support' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /Get registered/ }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('uses a burger menu at 390 px that navigates and closes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await gotoHydrated(page, '/ongoing-support');
    expect(await page.getByRole('button', { name: 'Services' }).isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'NDIS Audits' }).click();
    await page.waitForURL((url) => url.pathname === '/ndis-audits');
    await drawer.waitFor({ state: 'hidden' });

    await burger.click();
    await drawer.getByRole('link', { name: 'Existing Providers' }).click();
    await page.waitForURL((url) => url.pathname === '/existing-provider-proposal');
    await drawer.waitFor({ state: 'hidden' });

    await burger.click();
    expect(await drawer.getByRole('link', { name: 'CRM Login' }).getAttribute('href')).toBe('/crm');
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    await drawer.waitFor({ state: 'hidden' });
    await expectScrolledTo(page, 'contact');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('closes the burger menu with Escape', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
  });
});
