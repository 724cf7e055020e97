import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const token = process.argv[2] ?? '';
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'session', value: token, url: 'http://127.0.0.1:3916' }]);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto(`http://127.0.0.1:3916/crm/${process.argv[3] ?? 'leads'}`);
  await page.waitForTimeout(4000);
  console.log(width, await page.getByText(/^Showing /).allTextContents());
  if (width === 1280) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(2500);
    console.log('after next', await page.getByText(/^Showing /).allTextContents(), page.url());
  }
  await page.screenshot({ path: `/tmp/wt13/shot-${width}.png`, fullPage: width === 390 });
}
await browser.close();
