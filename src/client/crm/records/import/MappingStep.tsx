import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { missingColumnsMessage, type ImportChoices, type ImportState } from './importChoices.ts';

const LEFT_OUT = 'none';

/**
 * The second step: for each column of the file, the field it fills (guessed from its header by
 * the server) or none; how rows find the record they update; whether missing accounts are made.
 */
export function MappingStep({
  state,
  choices,
  onChange,
  onNext,
}: {
  state: ImportState;
  choices: ImportChoices;
  onChange: (choices: ImportChoices) => void;
  onNext: () => void;
}) {
  const fieldOptions = [
    { value: LEFT_OUT, label: "Don't import" },
    ...state.fields.map((field) => ({
      value: field.key,
      label: `${field.label}${field.required ? ' (required)' : ''}`,
    })),
  ];
  const missing = missingColumnsMessage(state, choices);
  const setColumn = (column: number, value: string | null) =>
    onChange({
      ...choices,
      mapping: choices.mapping.map((key, index) => {
        if (index === column) return value === LEFT_OUT ? null : value;
        return key === value ? null : key;
      }),
    });

  return (
    <Stack gap="md">
      <Text size="sm">
        Choose the field each column of <b>{state.fileName}</b> fills (
        {state.totalRows.toLocaleString('en-AU')} rows). Columns set to "Don't import" are left out.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {state.headers.map((header, column) => (
          <Select
            key={`${column}-${header}`}
            label={header || `Column ${column + 1}`}
            data={fieldOptions}
            value={choices.mapping[column] ?? LEFT_OUT}
            onChange={(value) => setColumn(column, value)}
            allowDeselect={false}
            searchable
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Update existing records by"
          description="A row whose value matches a record updates it; other rows create new records."
          data={state.keys}
          value={choices.upsertKey}
          onChange={(value) => value && onChange({ ...choices, upsertKey: value })}
          allowDeselect={false}
        />
        {state.hasAccountColumn && (
          <Checkbox
            mt={{ sm: 'xl' }}
            label="Create missing accounts"
            description="An account named in a row that does not exist yet is created. Otherwise the row is left out."
            checked={choices.createMissingAccounts}
            onChange={(event) => onChange({ ...choices, createMissingAccounts: event.currentTarget.checked })}
          />
        )}
      </SimpleGrid>
      {missing && (
        <Alert color="red" role="alert">
          {missing}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button rightSection={<IconArrowRight size={16} />} onClick={onNext} disabled={missing !== null}>
          Preview the import
        </Button>
      </Group>
    </Stack>
  );
}
