import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fullName } from '../../../shared/format.ts';
import { privacyExportPath } from '../../../shared/routes.ts';
import type { PrivacyExportFormat } from '../../../shared/schemas/privacy.ts';
import { useTRPC } from '../../trpc.ts';
import { EraseContactModal } from './EraseContactModal.tsx';

type Contact = { id: string; firstName: string; lastName: string; erasedAt: Date | string | null };

const exportUrl = (id: string, format: PrivacyExportFormat) =>
  `${privacyExportPath}?contact=${encodeURIComponent(id)}&format=${format}`;

/** A contact's privacy requests, for managers and admins: export what is held on them, or erase it. */
export function ContactPrivacyActions({ record }: { record: Contact }) {
  const me = useQuery(useTRPC().auth.me.queryOptions());
  const [erasing, setErasing] = useState(false);
  if (me.data?.role !== 'manager' && me.data?.role !== 'admin') return null;
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} />}>
            Privacy
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={exportUrl(record.id, 'zip')} download>
            Export personal data (zip, with files)
          </Menu.Item>
          <Menu.Item component="a" href={exportUrl(record.id, 'html')} download>
            Export personal data (HTML)
          </Menu.Item>
          <Menu.Item component="a" href={exportUrl(record.id, 'json')} download>
            Export personal data (JSON)
          </Menu.Item>
          {!record.erasedAt && (
            <Menu.Item color="red" onClick={() => setErasing(true)}>
              Erase personal data…
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {erasing && (
        <EraseContactModal
          contactId={record.id}
          name={fullName(record)}
          opened={erasing}
          onClose={() => setErasing(false)}
        />
      )}
    </>
  );
}
