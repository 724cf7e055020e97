import { Fragment } from 'react';
import { Anchor } from '@mantine/core';

/** A website as typed ('example.com.au') made into an address the browser opens as a site. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** A long address breaks before its '@' and its dots, between its parts rather than mid-word. */
export function EmailLink({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <Anchor href={`mailto:${email}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Anchor>
  );
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
