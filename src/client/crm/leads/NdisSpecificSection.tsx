import { Select } from '@mantine/core';
import { ndisEnquiryTypes } from '../../../shared/schemas/lead.ts';
import { providerType, supportPackage } from '../../../shared/enums.ts';
import { RecordFormSection } from '../components/RecordFormSection.tsx';
import { leadFormLabels, type LeadFormApi } from './leadFormValues.ts';

function isNdisEnquiry(enquiryType: string | undefined): boolean {
  return ndisEnquiryTypes.some((type) => type === enquiryType);
}

/** Provider type and support package, shown only for registration and service request enquiries. */
export function NdisSpecificSection({ form }: { form: LeadFormApi }) {
  if (!isNdisEnquiry(form.getValues().enquiryType)) return null;
  return (
    <RecordFormSection title="NDIS Specific">
      <Select
        label={leadFormLabels.providerType}
        placeholder="Select a provider type"
        data={providerType.options}
        clearable
        {...form.getInputProps('providerType')}
      />
      <Select
        label={leadFormLabels.supportPackage}
        placeholder="Select a support package"
        data={supportPackage.options}
        clearable
        {...form.getInputProps('supportPackage')}
      />
    </RecordFormSection>
  );
}
