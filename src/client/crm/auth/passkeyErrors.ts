/** What to say when the browser's passkey dialog gave no passkey (cancelled, none here, already added, not supported). */
export function passkeyErrorMessage(error: unknown): string {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : null;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This passkey is already added.';
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'No passkey was used. Please try again, or use your email and password.';
  return 'This browser could not use a passkey here.';
}
