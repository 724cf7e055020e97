import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconFileImport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PREVIEW_ROWS } from '../../../../shared/schemas/import.ts';
import { QueryError } from '../../../components/QueryError/QueryError.tsx';
import { serverErrorMessage } from '../../../serverError.ts';
import { useTRPC } from '../../../trpc.ts';
import type { ImportChoices, ImportState } from './importChoices.ts';

const ACTIONS = {
  create: { label: 'New', color: 'green' },
  update: { label: 'Update', color: 'blue' },
  skip: { label: 'Left out', color: 'red' },
} as const;

/**
 * The third step: the file's first rows as the import will take them, each cell with the message
 * of what is wrong with it (the server checks them with the form's own rules), then the start.
 */
export function PreviewStep({
  state,
  choices,
  onBack,
}: {
  state: ImportState;
  choices: ImportChoices;
  onBack: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preview = useQuery({ ...trpc.imports.preview.queryOptions(choices), retry: false });
  const start = useMutation(
    trpc.imports.start.mutationOptions({
      onSuccess: (started) =>
        queryClient.setQueryData(trpc.imports.byId.queryKey({ id: started.id }), started),
    }),
  );
  const rows = preview.data ?? [];
  const leftOut = rows.filter((row) => row.action === 'skip').length;

  return (
    <Stack gap="md">
      {preview.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : preview.isError ? (
        <QueryError text="The preview could not be made" error={preview.error} onRetry={preview.refetch} />
      ) : (
        <>
          <Text size="sm">
            The first {Math.min(IMPORT_PREVIEW_ROWS, state.totalRows)} of{' '}
            {state.totalRows.toLocaleString('en-AU')} rows as they will be imported: {rows.length - leftOut}{' '}
            ready, {leftOut} with problems. Rows with problems are left out; after the import you can download
            them with their messages, fix them and import that file.
          </Text>
          <Table.ScrollContainer
            minWidth={Math.max(480, state.headers.length * 160)}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, 'aria-label': 'Preview rows, scrolls sideways' },
            }}
          >
            <Table striped withTableBorder verticalSpacing="xs" aria-label="Preview of the first rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th miw={200}>Result</Table.Th>
                  {state.headers.map((header, column) => (
                    <Table.Th key={`${column}-${header}`} miw={140}>
                      {header}
                      <Text size="xs" c="dimmed">
                        {state.fields.find((field) => field.key === choices.mapping[column])?.label ??
                          'Not imported'}
                      </Text>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.rowNumber}>
                    <Table.Td>{row.rowNumber}</Table.Td>
                    <Table.Td>
                      <Badge color={ACTIONS[row.action].color} variant="light">
                        {ACTIONS[row.action].label}
                      </Badge>
                      {[...row.rowErrors, ...row.notes].map((text) => (
                        <Text key={text} size="xs" c={row.rowErrors.includes(text) ? 'red.9' : 'dimmed'}>
                          {text}
                        </Text>
                      ))}
                    </Table.Td>
                    {row.cells.slice(0, state.headers.length).map((cell, column) => (
                      <Table.Td key={column} style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                        {cell.value}
                        {cell.error && (
                          <Text size="xs" c="red.9" fw={500}>
                            {cell.error}
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {start.isError && (
        <Alert color="red" role="alert" title="The import did not start">
          {serverErrorMessage(start.error)}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back to columns
        </Button>
        <Button
          leftSection={<IconFileImport size={16} />}
          onClick={() => start.mutate(choices)}
          loading={start.isPending}
          disabled={!preview.isSuccess}
        >
          Import {state.totalRows.toLocaleString('en-AU')} rows
        </Button>
      </Group>
    </Stack>
  );
}
