import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountType } from '../../../shared/enums.ts';
import type { accountInputSchema } from '../../../shared/schemas/account.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';
import { ComplianceFields } from './ComplianceFields.tsx';
import { accountFormLabels } from './accountFormValues.ts';

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
        <TextInput label={accountFormLabels.name} required {...form.getInputProps('name')} />
        <Select
          label={accountFormLabels.accountType}
          required
          data={accountType.options}
          allowDeselect={false}
          {...form.getInputProps('accountType')}
        />
        <TextInput label={accountFormLabels.legalName} {...form.getInputProps('legalName')} />
        <TextInput label={accountFormLabels.businessName} {...form.getInputProps('businessName')} />
        <TextInput label={accountFormLabels.abn} {...form.getInputProps('abn')} />
        <TextInput label={accountFormLabels.taxId} {...form.getInputProps('taxId')} />
        <Select
          label={accountFormLabels.parentAccount}
          placeholder={options.isPending ? 'Loading accounts...' : 'No parent account'}
          data={parentOptions}
          searchable
          clearable
          nothingFoundMessage="No accounts found"
          {...form.getInputProps('parentAccountId')}
        />
        <TextInput label={accountFormLabels.industry} {...form.getInputProps('industry')} />
        <TextInput label={accountFormLabels.website} type="url" {...form.getInputProps('website')} />
        <TextInput
          label={accountFormLabels.businessEmail}
          type="email"
          {...form.getInputProps('businessEmail')}
        />
        <TextInput
          label={accountFormLabels.businessPhone}
          type="tel"
          {...form.getInputProps('businessPhone')}
        />
        <TextInput label={accountFormLabels.phone} type="tel" {...form.getInputProps('phone')} />
        <TextInput label={accountFormLabels.email} type="email" {...form.getInputProps('email')} />
        <NumberInput
          label={accountFormLabels.annualRevenue}
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          allowNegative={false}
          hideControls
          {...form.getInputProps('annualRevenue')}
        />
        <NumberInput
          label={accountFormLabels.employeeCount}
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps('employeeCount')}
        />
      </SimpleGrid>
      <Textarea label={accountFormLabels.address} autosize minRows={2} {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={accountFormLabels.city} {...form.getInputProps('city')} />
        <TextInput label={accountFormLabels.state} {...form.getInputProps('state')} />
        <TextInput label={accountFormLabels.postcode} {...form.getInputProps('postcode')} />
      </SimpleGrid>
      <Textarea label={accountFormLabels.notes} autosize minRows={3} {...form.getInputProps('notes')} />
      <ComplianceFields form={form} />
    </>
  );
}
