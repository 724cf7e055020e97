import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

const pages = [
  {
    path: '/',
    heading: 'Get registered, pass your audit and stay compliant',
    title: 'NDIS Registration, Audits & Compliance | NDIS Provider Support',
  },
  {
    path: '/ndis-audits',
    heading: 'NDIS Audits & Registration Groups',
    title: 'NDIS Audits & Registration Groups | NDIS Provider Support',
  },
  {
    path: '/registration-groups',
    heading: 'Understanding NDIS Registration Groups and Relevant Modules',
    title: 'Understanding NDIS Registration Groups and Relevant Modules | NDIS Provider Support',
  },
  {
    path: '/ongoing-support',
    heading: 'NDIS Compliance & Growth Partner Packages',
    title: 'NDIS Compliance & Growth Partner Packages | NDIS Provider Support',
  },
];

async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

describe('public pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(pages)('$path renders its one h1, title, description and landmarks', async (expected) => {
    const { page, context, consoleErrors } = await openPage(browser);
    const response = await page.goto(expected.path);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe(expected.title);
    const headings = page.getByRole('heading', { level: 1 });
    expect(await headings.allTextContents()).toEqual([expected.heading]);
    expect(await metaDescription(page)).toMatch(/NDIS/);
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      expect(await page.getByRole(landmark).count(), landmark).toBe(1);
    }
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('gives every page its own description', async () => {
    const { page, context } = await openPage(browser);
    const descriptions = new Set<string | null>();
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(title);
      descriptions.add(await metaDescription(page));
    }
    expect(descriptions.size).toBe(pages.length);
    await context.close();
  });

  it.each(pages)(
    '$path has no horizontal scroll on a phone or around the tablet breakpoints',
    async (expected) => {
      for (const width of [360, 390, 768, 992]) {
        const { page, context, consoleErrors } = await openPage(browser, { width, height: 844 });
        await page.goto(expected.path);
        await page.getByRole('heading', { level: 1, name: expected.heading }).waitFor();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `at ${width} px`,
        ).toBeLessThanOrEqual(width);
        expect(consoleErrors).toEqual([]);
        await context.close();
      }
    },
  );

  it('shows the marketing claims, the three services and placeholder contact details on the landing page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    const about = page.locator('#about');
    for (const claim of ['200+', '100%', '10+', '50+']) {
      await about.getByText(claim, { exact: true }).waitFor();
    }
    const services = page.locator('#services');
    expect(
      await services.getByRole('link', { name: 'See the registration proposal' }).getAttribute('href'),
    ).toBe('/registration-proposal');
    expect(
      await services.getByRole('link', { name: 'See the certification proposal' }).getAttribute('href'),
    ).toBe('/existing-provider-proposal');
    expect(await services.getByRole('link', { name: 'Compare support packages' }).getAttribute('href')).toBe(
      '/ongoing-support',
    );
    const footer = page.getByRole('contentinfo');
    await footer.getByText('1300 000 000').waitFor();
    await footer.getByText('hello@example.com.au').waitFor();
    await context.close();
  });

  it('shows the three packages with the popular ribbon, badges and consultation block', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/ongoing-support');
    for (const badge of ['Win-Win Partnership', 'Flexible Support Levels', 'Proven Results']) {
      await page.getByText(badge, { exact: true }).waitFor();
    }
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(3);
    const popular = page.getByRole('article', { name: 'Strategic Growth Partner' });
    await popular.getByText('Most Popular').waitFor();
    await popular.getByText('$1,000 per month').waitFor();
    await popular.getByText(/^Ideal for/).waitFor();
    expect(await page.getByText('Most Popular').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Choose This Package' }).count()).toBe(3);
    await page.getByRole('heading', { name: 'Ready to Choose Your Partnership Level?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe(
      '/#contact',
    );
    await context.close();
  });
});
