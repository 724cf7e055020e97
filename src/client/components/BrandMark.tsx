import { Image } from '@mantine/core';
import { brandMark } from '../../shared/catalog/site.ts';

/** The firm's mark (the favicon's drawing), beside its name in the site's header and the CRM's. */
export function BrandMark({ size }: { size: number }) {
  return <Image src={brandMark.svg} alt="" w={size} h={size} radius="md" fit="contain" aria-hidden />;
}
