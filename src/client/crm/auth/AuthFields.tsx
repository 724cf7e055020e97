import { Button, TextInput, type TextInputProps } from '@mantine/core';

/** The email a staff member signs in with. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}

/** An auth form's submit button, saying what it is doing while it sends. */
export function AuthSubmit({
  submitting,
  label,
  busy,
}: {
  submitting: boolean;
  label: string;
  busy: string;
}) {
  return (
    <Button type="submit" fullWidth disabled={submitting}>
      {submitting ? busy : label}
    </Button>
  );
}
