import { NumberInput, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { accountType } from '../../../shared/enums.ts';
import { accountInputSchema, type AccountValues } from '../../../shared/schemas/account.ts';
import { trpc, type RouterOutputs } from '../../trpc.ts';
import { focusFirstError } from '../components/focusFirstError.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { serverFieldErrors } from '../components/trpcErrors.ts';
import { useRecordView } from '../components/useRecordView.ts';
import { useRefreshAccountsAndContacts } from '../components/useRefreshAccountsAndContacts.ts';
import { accountFormValues } from './accountFormValues.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { FormActions } from '../components/FormActions.tsx';

type Account = RouterOutputs['accounts']['byId'];

const typeOptions = accountType.values.map((value) => ({ value, label: accountType.label(value) }));

/** 'Add New Account' for a new account (null), 'Edit Account' for an existing one. */
export function AccountForm({ account }: { account: Account | null }) {
  const records = useRecordView();
  const refresh = useRefreshAccountsAndContacts();
  const options = trpc.accounts.options.useQuery();
  const create = trpc.accounts.create.useMutation();
  const update = trpc.accounts.update.useMutation();
  const form = useSchemaForm(accountInputSchema, accountFormValues(account));

  async function save(values: AccountValues) {
    try {
      if (account) await update.mutateAsync({ ...values, id: account.id });
      else await create.mutateAsync(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        form.setErrors(fieldErrors);
        focusFirstError(form, fieldErrors);
      }
      notifyFailure('Failed to save account', error);
      return;
    }
    notifySuccess(account ? 'Account updated successfully' : 'Account created successfully');
    await refresh();
    records.showList();
  }

  // An account cannot be its own parent; the server also refuses one of its sub-accounts.
  const parentOptions = (options.data ?? [])
    .filter((option) => option.id !== account?.id)
    .map(({ id, name }) => ({ value: id, label: name }));
  const title = account ? 'Edit Account' : 'Add New Account';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form
        onSubmit={form.onSubmit(save, (errors) => focusFirstError(form, errors))}
        noValidate
        aria-label={title}
      >
        <Stack gap="lg">
          <Title order={2}>{title}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Display Name" required {...form.getInputProps('name')} />
            <Select
              label="Account Type"
              required
              data={typeOptions}
              allowDeselect={false}
              {...form.getInputProps('accountType')}
            />
            <TextInput label="Legal Name" {...form.getInputProps('legalName')} />
            <TextInput label="Business Name" {...form.getInputProps('businessName')} />
            <TextInput label="ABN" {...form.getInputProps('abn')} />
            <TextInput label="Tax ID" {...form.getInputProps('taxId')} />
            <Select
              label="Parent Account"
              placeholder={options.isPending ? 'Loading accounts...' : 'No parent account'}
              data={parentOptions}
              searchable
              clearable
              nothingFoundMessage="No accounts found"
              {...form.getInputProps('parentAccountId')}
            />
            <TextInput label="Industry" {...form.getInputProps('industry')} />
            <TextInput label="Website" type="url" {...form.getInputProps('website')} />
            <TextInput label="Business Email" type="email" {...form.getInputProps('businessEmail')} />
            <TextInput label="Business Phone" type="tel" {...form.getInputProps('businessPhone')} />
            <TextInput label="Alternative Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="Alternative Email" type="email" {...form.getInputProps('email')} />
            <NumberInput
              label="Annual Revenue"
              prefix="$"
              thousandSeparator=","
              decimalScale={2}
              allowNegative={false}
              hideControls
              {...form.getInputProps('annualRevenue')}
            />
            <NumberInput
              label="Employee Count"
              thousandSeparator=","
              allowDecimal={false}
              allowNegative={false}
              hideControls
              {...form.getInputProps('employeeCount')}
            />
          </SimpleGrid>
          <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput label="State" {...form.getInputProps('state')} />
            <TextInput label="Postcode" {...form.getInputProps('postcode')} />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
          <FormActions saveLabel="Save Account" submitting={form.submitting} onCancel={records.showList} />
        </Stack>
      </form>
    </Paper>
  );
}
