import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { NEW_PASSWORD_HINT } from '../../../shared/schemas/auth.ts';

/** A password being chosen: required, with the rules' hint, offered to the browser's password manager. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Password"
      description={NEW_PASSWORD_HINT}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}
