import { Button, Group, Paper, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { formatDateTime } from '../../../shared/format.ts';
import { recordFields } from '../../../shared/record-fields/index.ts';
import type { RecordField } from '../../../shared/record-fields/fields.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { useCrmTitle } from '../useCrmTitle.ts';
import { shown } from './historyText.ts';
import { RecordQuery } from './RecordQuery.tsx';
import { recordTexts } from './recordTexts.ts';
import type { Identified, RecordType } from './recordType.ts';
import { recordUrl } from './recordUrl.ts';
import { useRecord } from './useRecord.ts';
import { useRecordApi } from './useRecordApi.ts';
import { useRecordNavigation } from './useRecordNavigation.ts';

type MergeProps<Schema extends z.ZodType<object>, Row, Detail extends Identified, Filters> = {
  type: RecordType<Schema, Row, Detail, Filters>;
};

/** A field of a record as its detail holds it: the value, or a related record's name (`account`, `accountName`). */
function detailValue(record: object, field: RecordField): unknown {
  const fields = record as Record<string, unknown>;
  const value = fields[field.key] ?? fields[`${field.key}Name`];
  if (value && typeof value === 'object' && !Array.isArray(value) && 'name' in value) return value.name;
  return value;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** /crm/<type>/merge?keep=&other= — both records, once loaded. */
export function RecordMergePage<Schema extends z.ZodType<object>, Row, Detail extends Identified, Filters>({
  type,
}: MergeProps<Schema, Row, Detail, Filters>) {
  const [params] = useSearchParams();
  const texts = recordTexts(type);
  const go = useRecordNavigation(type.path);
  const first = useRecord<Detail>(type.path, params.get('keep') ?? '', texts.failedToLoad);
  const second = useRecord<Detail>(type.path, params.get('other') ?? '', texts.failedToLoad);
  return (
    <RecordQuery query={first} notFoundTitle={texts.notFound} backLabel={texts.back} onBack={go.duplicates}>
      {(a: Detail) => (
        <RecordQuery
          query={second}
          notFoundTitle={texts.notFound}
          backLabel={texts.back}
          onBack={go.duplicates}
        >
          {(b: Detail) => <MergeForm type={type} records={[a, b]} />}
        </RecordQuery>
      )}
    </RecordQuery>
  );
}

/**
 * Pick the record to keep, then, for each field where the two differ, whose value it keeps: a
 * field empty on the kept record takes the other's at first. Merge moves everything of the other
 * record to the kept one and removes the other.
 */
function MergeForm<Schema extends z.ZodType<object>, Row, Detail extends Identified, Filters>({
  type,
  records,
}: MergeProps<Schema, Row, Detail, Filters> & { records: readonly [Detail, Detail] }) {
  const plural = type.plural;
  const title = `Merge ${plural}`;
  useCrmTitle(title);
  const navigate = useNavigate();
  const go = useRecordNavigation(type.path);
  const api = useRecordApi<Row, Detail>(type.path);
  const merge = useMutation(api.merge.mutationOptions());
  const [keepIndex, setKeepIndex] = useState<0 | 1>(0);
  const keep = records[keepIndex];
  const other = records[keepIndex === 0 ? 1 : 0];
  const names = records.map((record) => type.detail.header(record).title);
  // Two records of one name are told apart by when each was added.
  const added = records.map((record) => {
    const createdAt = (record as { createdAt?: Date }).createdAt;
    return createdAt ? `Added ${formatDateTime(createdAt)}` : null;
  });
  const differing = (recordFields[type.path] ?? []).filter(
    (field) => shown(field, detailValue(keep, field)) !== shown(field, detailValue(other, field)),
  );
  /** The fields empty on the kept record that the merged one has: taken from it at first. */
  const gapsFilledBy = (kept: Detail, merged: Detail) =>
    new Set(
      differing
        .filter((field) => isEmpty(detailValue(kept, field)) && !isEmpty(detailValue(merged, field)))
        .map((field) => field.key),
    );
  const [fromOther, setFromOther] = useState<Set<string>>(() => gapsFilledBy(keep, other));

  function chooseKept(index: 0 | 1) {
    setKeepIndex(index);
    setFromOther(index === 0 ? gapsFilledBy(records[0], records[1]) : gapsFilledBy(records[1], records[0]));
  }

  function choose(key: string, fromKept: boolean) {
    const next = new Set(fromOther);
    if (fromKept) next.delete(key);
    else next.add(key);
    setFromOther(next);
  }

  async function submit() {
    try {
      await merge.mutateAsync({ survivorId: keep.id, otherId: other.id, fromOther: [...fromOther] });
    } catch (error) {
      notifyFailure(`Failed to merge ${plural}`, error);
      return;
    }
    notifySuccess(`${type.singular} merged`);
    void navigate(recordUrl(type.path, keep.id));
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2}>{title}</Title>
        <Radio.Group
          label="Keep"
          description={`Everything linked to the other ${type.singular.toLowerCase()} (leads, contacts, opportunities, activities, tasks, quotes) moves to the one you keep; the other is removed, and its history says where it went.`}
          value={String(keepIndex)}
          onChange={(value) => chooseKept(value === '1' ? 1 : 0)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {records.map((record, index) => (
              <Radio.Card key={record.id} value={String(index)} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text fw={600}>{names[index]}</Text>
                    <Text size="sm" c="dimmed">
                      {added[index]}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {differing.length === 0 ? (
          <Text c="dimmed">Every field is the same in both.</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Keep ({names[keepIndex]})</Table.Th>
                  <Table.Th>Merged ({names[keepIndex === 0 ? 1 : 0]})</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {differing.map((field) => {
                  const values = {
                    keep: shown(field, detailValue(keep, field)),
                    other: shown(field, detailValue(other, field)),
                  };
                  return (
                    <Table.Tr key={field.key}>
                      <Table.Td fw={500}>{field.label}</Table.Td>
                      {(['keep', 'other'] as const).map((side) => (
                        <Table.Td key={side}>
                          <Radio
                            name={`merge-${field.key}`}
                            value={side}
                            checked={fromOther.has(field.key) === (side === 'other')}
                            onChange={() => choose(field.key, side === 'keep')}
                            label={values[side]}
                            aria-label={`${field.label}: ${values[side]}`}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={go.duplicates} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button
            leftSection={<IconArrowMerge size={16} />}
            onClick={() => void submit()}
            loading={merge.isPending}
          >
            Merge into {names[keepIndex]}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
