import {
  enquiryType,
  leadSource,
  leadStatus,
  priority,
  providerType,
  supportPackage,
} from '../../../shared/enums.ts';

type Labelled<T extends string> = { values: readonly T[]; label: (value: T) => string };

function optionsOf<T extends string>({ values, label }: Labelled<T>) {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The lead form's select choices, labelled as people see them. */
export const enquiryTypeOptions = optionsOf(enquiryType);
export const sourceOptions = optionsOf(leadSource);
export const statusOptions = optionsOf(leadStatus);
export const priorityOptions = optionsOf(priority);
export const providerTypeOptions = optionsOf(providerType);
export const supportPackageOptions = optionsOf(supportPackage);
