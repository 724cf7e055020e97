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

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const response = await page.goto('/this/does-not-exist');
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    // The prerendered page shows before the client hydrates it and logs the path.
    await expect.poll(() => consoleErrors.some((text) => text.includes('/this/does-not-exist'))).toBe(true);
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
