import { BasicInformationSection } from './BasicInformationSection.tsx';
import { BusinessDetailsSection } from './BusinessDetailsSection.tsx';
import type { LeadFormApi } from './leadFormValues.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { LeadManagementSection } from './LeadManagementSection.tsx';
import { NdisSpecificSection } from './NdisSpecificSection.tsx';

/** The lead form's sections; NDIS Specific only for registration and service request enquiries. */
export function LeadFields({
  form,
  record,
}: {
  form: LeadFormApi;
  record: RouterOutputs['leads']['byId'] | null;
}) {
  return (
    <>
      <BasicInformationSection form={form} isNew={!record} />
      <NdisSpecificSection form={form} />
      <LeadManagementSection form={form} />
      <BusinessDetailsSection form={form} />
    </>
  );
}
