/**
 * `npm run brand-images`: draws the site's images from the brand (the favicon's mark, the
 * firm's name (FIRM_NAME), the site's claims and colours) in Chromium and writes them into public/, where they
 * are committed: the 1200x630 sharing image for Open Graph and Twitter cards, and the icons
 * of the web manifest. Run it again when the brand changes. Needs Chromium (CHROME_PATH).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { readFirmDetails } from '../src/shared/catalog/firm.ts';
import { marketingClaims } from '../src/shared/catalog/site.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const brandBlue = '#1971c2';
/** The favicon mark's own fill. */
const markBlue = '#1c7ed6';
const firmName = readFirmDetails(process.env).name.replace(
  /[&<>]/g,
  (character) => `&#${character.charCodeAt(0)};`,
);
const fontStack = "Inter, system-ui, 'DejaVu Sans', Arial, sans-serif";

const sharingCard = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;
  justify-content:space-between;background:linear-gradient(135deg,${brandBlue} 0%,#1864ab 60%,#0b4a80 100%);
  color:#fff;font-family:${fontStack}">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:88px;height:88px;background:#fff;border-radius:20px;padding:8px;box-sizing:border-box">${mark}</div>
    <div style="font-size:40px;font-weight:700">${firmName}</div>
  </div>
  <div>
    <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:1000px">Get registered, pass your audit and stay compliant</div>
    <div style="font-size:28px;margin-top:20px;opacity:.92">NDIS registration, audit preparation and compliance support</div>
  </div>
  <div style="display:flex;gap:48px;font-size:22px;white-space:nowrap">
    ${marketingClaims
      .map(
        (claim) =>
          `<div><div style="font-size:40px;font-weight:800">${claim.value}</div><div style="opacity:.85">${claim.label}</div></div>`,
      )
      .join('')}
  </div>
</div>`;

/** The mark on the brand colour, with room around it so a round or squircle mask keeps it whole. */
const maskableIcon = (size: number) => `
<div style="width:${size}px;height:${size}px;background:${markBlue};display:flex;align-items:center;justify-content:center">
  <div style="width:${size * 0.7}px;height:${size * 0.7}px">${mark}</div>
</div>`;
const icon = (size: number) => `<div style="width:${size}px;height:${size}px">${mark}</div>`;

const images: { file: string; width: number; height: number; html: string; transparent?: boolean }[] = [
  { file: 'og-image.png', width: 1200, height: 630, html: sharingCard },
  { file: 'favicon-32.png', width: 32, height: 32, html: icon(32), transparent: true },
  { file: 'apple-touch-icon.png', width: 180, height: 180, html: maskableIcon(180) },
  { file: 'icon-192.png', width: 192, height: 192, html: icon(192), transparent: true },
  { file: 'icon-512.png', width: 512, height: 512, html: icon(512), transparent: true },
  { file: 'icon-maskable-512.png', width: 512, height: 512, html: maskableIcon(512) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const image of images) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${image.html.replace('<svg ', '<svg width="100%" height="100%" ')}</body></html>`,
    );
    await page.screenshot({
      path: path.join(publicDir, image.file),
      omitBackground: image.transparent ?? false,
    });
    await page.close();
    console.log(`public/${image.file} (${image.width}x${image.height})`);
  }
} finally {
  await browser.close();
}
