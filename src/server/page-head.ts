import type { FirmDetails } from '../shared/catalog/firm.ts';
import { brandMark, siteSummary } from '../shared/catalog/site.ts';
import { publicPaths } from '../shared/routes.ts';

/** The sharing image (public/og-image.png), made from the brand by scripts/brand-images.ts. */
export const sharingImage = { path: '/og-image.png', width: 1200, height: 630 };

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The firm as a schema.org ProfessionalService, with its FIRM_* details. */
function professionalService(appUrl: URL, firm: FirmDetails): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: firm.name,
    description: siteSummary,
    url: new URL(publicPaths.home, appUrl).href,
    logo: new URL(brandMark.png, appUrl).href,
    image: new URL(sharingImage.path, appUrl).href,
    telephone: firm.phone,
    email: firm.email,
    address: firm.address,
    ...(firm.openingHours ? { openingHours: firm.openingHours } : {}),
    areaServed: { '@type': 'Country', name: 'Australia' },
  };
  // A '<' inside the JSON could close the <script> element early.
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The <head> tags of a prerendered public page that carry the site's address, which is known
 * only when the server starts (APP_URL): the canonical link, Open Graph's and Twitter's URL and
 * image, and on the landing page the business as structured data. The page's title and
 * description are in the prerendered page already.
 */
export function pageHeadTags({ appUrl, firm }: { appUrl: URL; firm: FirmDetails }, pagePath: string): string {
  const pageUrl = escapeAttribute(new URL(pagePath, appUrl).href);
  const imageUrl = escapeAttribute(new URL(sharingImage.path, appUrl).href);
  const tags = [
    `<link rel="canonical" href="${pageUrl}">`,
    `<meta property="og:url" content="${pageUrl}">`,
    `<meta property="og:image" content="${imageUrl}">`,
    `<meta property="og:image:width" content="${sharingImage.width}">`,
    `<meta property="og:image:height" content="${sharingImage.height}">`,
    `<meta property="og:image:alt" content="${escapeAttribute(`${firm.name}: ${siteSummary}`)}">`,
    `<meta name="twitter:image" content="${imageUrl}">`,
  ];
  if (pagePath === publicPaths.home) tags.push(professionalService(appUrl, firm));
  return tags.join('\n    ');
}
