import type { Browser } from 'playwright-core';
import { openPage } from './browser.ts';

/** A phone-sized page whose CPU runs `rate` times slower (Chrome DevTools' CPU throttling). */
export async function openSlowPhone(browser: Browser, rate = 6) {
  const opened = await openPage(browser, { width: 390, height: 844 });
  const devTools = await opened.context.newCDPSession(opened.page);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate });
  return opened;
}
