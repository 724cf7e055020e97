import type { Config } from '../../config.ts';

/** The WebAuthn relying party is the app's public origin: passkeys are bound to APP_URL's host name. */
export function relyingParty(config: Pick<Config, 'appUrl'>) {
  return { id: config.appUrl.hostname, origin: config.appUrl.origin, name: 'NDIS CRM' };
}
