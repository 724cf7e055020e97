import { Anchor } from '@mantine/core';

/** A website as typed ('example.com.au') made into an address the browser opens as a site. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function EmailLink({ email }: { email: string }) {
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}

export function PhoneLink({ phone }: { phone: string }) {
  return <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>;
}

/** Opens in a new tab, without giving that page a handle on this one. */
export function WebsiteLink({ website }: { website: string }) {
  return (
    <Anchor href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
      {website}
    </Anchor>
  );
}
