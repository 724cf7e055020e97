import { Button, Card, Code, Grid, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { mergeFields } from '../../../shared/email/merge-fields.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { EmailTemplateForm } from './EmailTemplateForm.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';

/** Settings › Email templates (managers and admins): the templates, one edited at a time, its merge fields and a preview. */
export function EmailTemplatesPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const templates = useQuery(trpc.email_templates.list.queryOptions({ pageSize: 100 }));
  const [chosen, setChosen] = useState<string | null>(null);
  const [draft, setDraft] = useState({ subject: '', body: '' });
  if (me.data && me.data.role === 'staff')
    return <Text c="dimmed">Only managers and admins can change the email templates.</Text>;
  if (templates.isError)
    return <QueryError error={templates.error} onRetry={() => void templates.refetch()} />;
  if (!templates.data) return <Text c="dimmed">Loading...</Text>;
  const items = templates.data.items;
  const editing = chosen === 'new' ? null : (items.find((item) => item.id === chosen) ?? items[0] ?? null);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Card withBorder radius="md" padding="sm">
          <Title order={2} size="h5" mb="xs">
            Email templates
          </Title>
          <Stack gap={2} component="nav" aria-label="Email templates">
            {items.map((item) => (
              <NavLink
                key={item.id}
                label={item.name}
                active={chosen !== 'new' && editing?.id === item.id}
                onClick={() => setChosen(item.id)}
              />
            ))}
          </Stack>
          <Button
            mt="sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setChosen('new')}
          >
            New template
          </Button>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <EmailTemplateForm
          key={editing?.id ?? 'new'}
          template={editing}
          onSaved={setChosen}
          onDeleted={() => setChosen(null)}
          onDraft={setDraft}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="md">
          <Card withBorder radius="md" padding="sm">
            <Title order={2} size="h5" mb="xs">
              Merge fields
            </Title>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {mergeFields.map((field) => (
                <Group component="li" key={field.key} gap="xs" wrap="wrap">
                  <Code>{`{{${field.key}}}`}</Code>
                  <Text size="xs" c="dimmed">
                    {field.label}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
          <TemplatePreview subject={draft.subject} body={draft.body} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
