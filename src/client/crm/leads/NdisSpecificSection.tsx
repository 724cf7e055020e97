import { Select } from '@mantine/core';
import { ndisEnquiryTypes } from '../../../shared/schemas/lead.ts';
import { providerType, supportPackage } from '../../../shared/enums.ts';
import { LeadFormSection } from './LeadFormSection.tsx';
import type { LeadFormApi } from './leadFormValues.ts';

function isNdisEnquiry(enquiryType: string | undefined): boolean {
  return ndisEnquiryTypes.some((type) => type === enquiryType);
}

/** Provider type and support package, shown only for registration and service request enquiries. */
export function NdisSpecificSection({ form }: { form: LeadFormApi }) {
  if (!isNdisEnquiry(form.getValues().enquiryType)) return null;
  return (
    <LeadFormSection title="NDIS Specific">
      <Select
        label="Provider Type"
        placeholder="Select a provider type"
        data={providerType.options}
        clearable
        {...form.getInputProps('providerType')}
      />
      <Select
        label="Support Package"
        placeholder="Select a support package"
        data={supportPackage.options}
        clearable
        {...form.getInputProps('supportPackage')}
      />
    </LeadFormSection>
  );
}
