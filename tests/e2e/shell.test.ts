import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';

describe('client shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the home page', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page in the site header and footer for an unknown path, and logs the path', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/this/does-not-exist');
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    // The prerendered page shows before the client hydrates it and logs the path, as a warning.
    await expect.poll(() => warnings.some((text) => text.includes('/this/does-not-exist'))).toBe(true);
    // Chromium's own line for the 404 status is the only error.
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
