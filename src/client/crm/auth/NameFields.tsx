import { TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';

/** What these fields use of a form with `firstName` and `lastName` (sign-up, invitation, profile). */
type NamedForm = {
  getInputProps(path: 'firstName' | 'lastName'): ReturnType<ReturnType<typeof useForm>['getInputProps']>;
};

/** A staff member's first and last name, both required. */
export function NameFields({ form }: { form: NamedForm }) {
  return (
    <>
      <TextInput label="First Name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
      <TextInput label="Last Name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
    </>
  );
}
