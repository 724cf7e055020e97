import { Box } from '@mantine/core';
import markup from '../../../public/favicon.svg?raw';

/** The favicon's drawing, drawn at the size of the box around it. */
const filling = markup.replace('<svg ', '<svg width="100%" height="100%" ');

/**
 * The firm's mark (the favicon's drawing), beside its name in the site's header and the CRM's.
 * Inline, not an image of the favicon's file: for an SVG image Chromium builds a document of its
 * own, a task of 15-40 ms on Lighthouse's slowed phone in every public page's load.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <Box
      component="span"
      display="block"
      w={size}
      h={size}
      lh={0}
      style={{ flex: 'none' }}
      aria-hidden
      dangerouslySetInnerHTML={{ __html: filling }}
    />
  );
}
