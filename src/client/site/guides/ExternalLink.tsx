import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab without giving that page access to this one. */
export function ExternalLink({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
