import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconList } from '@tabler/icons-react';
import { importStatus } from '../../../../shared/enums.ts';
import type { ImportState } from './importChoices.ts';
import { failedRowsUrl } from './uploadCsv.ts';

const count = (value: number) => value.toLocaleString('en-AU');

/** The last step: the import's progress while its job runs, then what it did and its failed rows to download. */
export function ProgressStep({
  state,
  plural,
  onList,
}: {
  state: ImportState;
  plural: string;
  onList: () => void;
}) {
  const finished = state.status === 'done' || state.status === 'failed';
  const percent = state.totalRows === 0 ? 100 : Math.round((state.processedRows / state.totalRows) * 100);
  const created = state.importedRows - state.updatedRows;

  return (
    <Stack gap="md">
      <Text fw={600} aria-live="polite">
        {importStatus.label(state.status)}: {count(state.processedRows)} of {count(state.totalRows)} rows
      </Text>
      <Progress
        value={percent}
        size="lg"
        animated={!finished}
        aria-label={`Import progress, ${percent}%`}
        color={state.status === 'failed' ? 'red' : undefined}
      />
      {finished && (
        <Text>
          {count(state.importedRows)} {plural} imported ({count(created)} new, {count(state.updatedRows)}{' '}
          updated), {count(state.failedRows)} {state.failedRows === 1 ? 'row' : 'rows'} left out.
        </Text>
      )}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          The import stopped before the end of the file. The rows counted above were imported.
        </Alert>
      )}
      <Group>
        {finished && state.failedRows > 0 && (
          <Button
            component="a"
            href={failedRowsUrl(state.id)}
            download
            leftSection={<IconDownload size={16} />}
          >
            Download the rows left out
          </Button>
        )}
        <Button variant="default" leftSection={<IconList size={16} />} onClick={onList}>
          Back to {plural}
        </Button>
      </Group>
    </Stack>
  );
}
