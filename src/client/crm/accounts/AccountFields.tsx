import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountType } from '../../../shared/enums.ts';
import type { accountInputSchema } from '../../../shared/schemas/account.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';
import { ComplianceFields } from './ComplianceFields.tsx';

type AccountFieldsProps = {
  form: RecordForm<typeof accountInputSchema>;
  record: RouterOutputs['accounts']['byId'] | null;
};

/** The account form's fields, in the spec's order. */
export function AccountFields({ form, record: account }: AccountFieldsProps) {
  const options = useQuery(useTRPC().accounts.options.queryOptions());
  // An account cannot be its own parent; the server also refuses one of its sub-accounts.
  const parentOptions = (options.data ?? [])
    .filter((option) => option.id !== account?.id)
    .map(({ id, name }) => ({ value: id, label: name }));

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Display Name" required {...form.getInputProps('name')} />
        <Select
          label="Account Type"
          required
          data={accountType.options}
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
      <ComplianceFields form={form} />
    </>
  );
}
