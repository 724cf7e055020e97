import { Button, Card, Select, Stack, Text, Title, Typography } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';

/** The template as it reads for a chosen lead (its contact, account and quote), or the unknown field it names. */
export function TemplatePreview({ subject, body }: { subject: string; body: string }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search, 250);
  const [leadId, setLeadId] = useState<string | null>(null);
  const leads = useQuery(trpc.leads.list.queryOptions({ search: searched, pageSize: 20 }));
  const merge = useMutation(trpc.emails.merge.mutationOptions());
  const preview = () => {
    if (leadId) merge.mutate({ record: { subject: 'lead', subjectId: leadId }, subject, body });
  };
  return (
    <Card withBorder radius="md" padding="sm">
      <Title order={2} size="h5" mb="xs">
        Preview
      </Title>
      <Stack gap="sm">
        <Select
          label="Preview with lead"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(leads.data?.items ?? []).map((lead) => ({ value: lead.id, label: lead.title }))}
          value={leadId}
          onChange={setLeadId}
          nothingFoundMessage="No leads found"
        />
        <Button variant="light" onClick={preview} disabled={!leadId} loading={merge.isPending}>
          Show preview
        </Button>
        {merge.error && (
          <Text size="sm" c="red.8" role="alert">
            {merge.error.message}
          </Text>
        )}
        {merge.data && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {merge.data.subject}
            </Text>
            <Typography fz="sm">
              {/* Merged and sanitised by the server. */}
              <div dangerouslySetInnerHTML={{ __html: merge.data.body }} />
            </Typography>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
