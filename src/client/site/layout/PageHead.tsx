import { firm } from '../../firm.ts';

type PageHeadProps = { title: string; description: string };

/**
 * The page's title, description and their Open Graph twins. React hoists these tags into
 * <head>: the prerendered page carries them already, hydration adopts them, and a client-side
 * navigation replaces them. Tags that carry the site's own URL (canonical link, og:url, the
 * sharing image) depend on APP_URL, so the server writes those (src/server/page-head.ts).
 */
export function PageHead({ title, description }: PageHeadProps) {
  const fullTitle = `${title} | ${firm.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}
