import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SELECT_ACCOUNT_AND_CONTACT, type LeadValues } from '../../../shared/schemas/lead.ts';
import { trpc, type RouterOutputs } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { useRecordView } from '../components/useRecordView.ts';
import { BasicInformationSection } from './BasicInformationSection.tsx';
import { BusinessDetailsSection } from './BusinessDetailsSection.tsx';
import { serverFieldErrors } from '../components/trpcErrors.ts';
import { LeadManagementSection } from './LeadManagementSection.tsx';
import { NdisSpecificSection } from './NdisSpecificSection.tsx';
import { useLeadForm } from './useLeadForm.ts';
import { useRefreshLeads } from './useRefreshLeads.ts';
import { FormActions } from '../components/FormActions.tsx';

type Lead = RouterOutputs['leads']['byId'];

/** 'Add New Lead' for a new lead (null), 'Edit Lead' for an existing one. */
export function LeadForm({ lead }: { lead: Lead | null }) {
  const records = useRecordView();
  const refresh = useRefreshLeads();
  const create = trpc.leads.create.useMutation();
  const update = trpc.leads.update.useMutation();
  const form = useLeadForm(lead);
  const title = lead ? 'Edit Lead' : 'Add New Lead';

  async function save(values: LeadValues) {
    try {
      if (lead) await update.mutateAsync({ ...values, id: lead.id });
      else await create.mutateAsync(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      notifyFailure('Failed to save lead', error);
      return;
    }
    notifySuccess(lead ? 'Lead updated successfully' : 'Lead created successfully');
    await refresh();
    records.showList();
  }

  function explainInvalid(errors: Record<string, unknown>) {
    if (errors.accountId || errors.contactId) {
      notifications.show({ color: 'red', message: SELECT_ACCOUNT_AND_CONTACT });
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={form.onSubmit(save, explainInvalid)} noValidate aria-label={title}>
        <Stack gap="lg">
          <Title order={2}>{title}</Title>
          <BasicInformationSection form={form} />
          <NdisSpecificSection form={form} />
          <LeadManagementSection form={form} />
          <BusinessDetailsSection form={form} />
          <FormActions saveLabel="Save Lead" submitting={form.submitting} onCancel={records.showList} />
        </Stack>
      </form>
    </Paper>
  );
}
