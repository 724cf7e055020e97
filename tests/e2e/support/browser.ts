import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { expect } from 'vitest';
import { e2eServer } from './server.ts';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export type PageOptions = { width?: number; height?: number; javaScriptEnabled?: boolean };

/** A fresh context and page at the given viewport; console errors are collected for the test to check. */
export async function openPage(
  browser: Browser,
  { width = 1280, height = 900, javaScriptEnabled = true }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: e2eServer().baseUrl,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  trackRequests(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** Each page's requests in flight (openPage tracks every page it opens), for networkSettled. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Waits until the page has no request in flight and none about to start: with none in flight, its
 * main thread goes idle (every task queued, a data fetch's or a lazy chunk's, has run) and still
 * none is in flight. What Playwright's 'networkidle' waits for, without its half second of quiet
 * after the last request, which tests that wait for it hundreds of times spent mostly waiting.
 */
export async function networkSettled(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('networkSettled needs a page opened by openPage');
  await expect
    .poll(async () => {
      if (requests.size > 0) return requests.size;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      return requests.size;
    })
    .toBe(0);
}

/**
 * Leaves a date field just typed into (Tab, as a person would) and waits until its calendar has
 * closed: while it fades out it covers the fields below it, and a click meant for them is lost.
 */
export async function leaveDateField(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByRole('button', { name: 'Previous month' }).count()).toBe(0);
}

/**
 * Opens a prerendered public page and waits until React has hydrated every control on it,
 * including the parts whose code loads separately: before that the page shows, but a click
 * on a button does nothing. (React keeps its props on the elements it handles.)
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Focuses a control once it is enabled: a control waits for its part of the page to hydrate and
 * render once more (the README's "No lost taps"), and focus, unlike a click, does not wait for it.
 */
export async function focusWhenEnabled(control: Locator): Promise<void> {
  await expect.poll(() => control.isEnabled()).toBe(true);
  await control.focus();
}

/**
 * Waits until React has hydrated every control on the page (see gotoHydrated), but those of a
 * part far down that renders when the visitor nears it (nearScreenPart): a test scrolls one into
 * view before acting on it, as Playwright waits for a control to be enabled before scrolling to it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = [...document.querySelectorAll('#root button, #root input, #root textarea')];
    return (
      controls.length > 0 &&
      controls.every(
        (control) =>
          Object.keys(control).some((key) => key.startsWith('__reactProps')) ||
          control.closest('[data-near-screen-part]') !== null,
      )
    );
  });
}
