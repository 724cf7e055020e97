import { Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { applyServerErrors, focusFirstError } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import type { DuplicateMatch } from '../../../shared/schemas/duplicates.ts';
import { FormActions } from './FormActions.tsx';
import { LikelyDuplicates } from './LikelyDuplicates.tsx';
import { RecordQuery } from './RecordQuery.tsx';
import { recordTexts } from './recordTexts.ts';
import type { Identified, RecordForm, RecordFormConfig, RecordType } from './recordType.ts';
import { useRecord } from './useRecord.ts';
import { recordUrl } from './recordUrl.ts';
import { useRecordApi } from './useRecordApi.ts';
import { openedFromDetail, useRecordNavigation } from './useRecordNavigation.ts';

type FormPageProps<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
> = {
  type: RecordType<Schema, Row, Detail, Filters>;
  form: RecordFormConfig<Schema, Detail>;
};

/** /crm/<type>/new — the empty form. */
export function RecordCreatePage<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
>({ type, form }: FormPageProps<Schema, Row, Detail, Filters>) {
  return <RecordFormView type={type} form={form} record={null} />;
}

/** /crm/<type>/:id/edit — the form, once the record has loaded. */
export function RecordEditPage<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
>({ type, form, id }: FormPageProps<Schema, Row, Detail, Filters> & { id: string }) {
  const texts = recordTexts(type);
  const go = useRecordNavigation(type.path);
  const record = useRecord<Detail>(type.path, id, texts.failedToLoad);
  return (
    <RecordQuery query={record} notFoundTitle={texts.notFound} backLabel={texts.back} onBack={go.list}>
      {(loaded: Detail) => <RecordFormView type={type} form={form} record={loaded} />}
    </RecordQuery>
  );
}

/**
 * 'Add New Lead' or 'Edit Lead': the type's fields, checked by its shared schema before
 * sending; the server's field messages go beside the fields, with focus on the first, and
 * 'Failed to save lead' says why. After a save or cancel, back to the list (the spec), or to the
 * record when its edit was opened from its detail page.
 */
function RecordFormView<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
>({ type, form: config, record }: FormPageProps<Schema, Row, Detail, Filters> & { record: Detail | null }) {
  const texts = recordTexts(type);
  const go = useRecordNavigation(type.path);
  const location = useLocation();
  const navigate = useNavigate();
  const back = record && openedFromDetail(location.state) ? () => go.detail(record.id) : go.list;
  const api = useRecordApi<Row, Detail>(type.path);
  const create = useMutation(api.create.mutationOptions());
  const update = useMutation(api.update.mutationOptions());
  const form: RecordForm<Schema> = useSchemaForm(
    config.schema,
    config.values(record, new URLSearchParams(location.search)),
  );
  const title = record ? texts.edit : texts.addTitle;
  const queryClient = useQueryClient();
  // The likely duplicates shown: once seen, the next save goes ahead.
  const [duplicates, setDuplicates] = useState<DuplicateMatch[] | null>(null);

  /** The likely duplicates of the values, the first time only; none for a type without them. */
  async function unseenDuplicates(values: z.output<Schema>): Promise<DuplicateMatch[]> {
    if (!type.duplicates || duplicates) return [];
    const query = api.likelyDuplicates.queryOptions({ id: record?.id ?? null, values });
    return queryClient.fetchQuery({ ...query, staleTime: 0 });
  }

  async function save(values: z.output<Schema>) {
    let created: Detail | null = null;
    try {
      const found = await unseenDuplicates(values);
      if (found.length > 0) {
        setDuplicates(found);
        return;
      }
      if (record) await update.mutateAsync({ ...values, id: record.id });
      else created = await create.mutateAsync(values);
    } catch (error) {
      applyServerErrors(form, error);
      notifyFailure(texts.saveFailed, error);
      return;
    }
    notifySuccess(record ? texts.updated : texts.created);
    if (created && config.openCreated) void navigate(recordUrl(type.path, created.id));
    else back();
  }

  function explainInvalid(errors: Record<string, unknown>) {
    focusFirstError(form, errors);
    config.onInvalid?.(errors);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={form.onSubmit(save, explainInvalid)} noValidate aria-label={title}>
        <Stack gap="lg">
          <Title order={2}>{title}</Title>
          <config.Fields form={form} record={record} />
          {duplicates && duplicates.length > 0 && (
            <LikelyDuplicates path={type.path} singular={type.singular} matches={duplicates} />
          )}
          <FormActions
            saveLabel={duplicates?.length ? 'Save anyway' : texts.save}
            submitting={form.submitting}
            onCancel={back}
          />
        </Stack>
      </form>
    </Paper>
  );
}
