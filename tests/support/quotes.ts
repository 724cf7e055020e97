import { randomBytes } from 'node:crypto';
import { termsVersion } from '../../src/shared/catalog/terms.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient } from './api-client.ts';
import type { TestApp } from './app.ts';
import { waitForMails } from './mail.ts';

/**
 * A proposal accepted online by a new prospect, as the checkout sends it: the stored quote's id
 * and number, and the private link's token from the prospect's mail.
 */
export async function acceptedQuote(server: TestApp) {
  const email = `prospect-${randomBytes(4).toString('hex')}@example.com`;
  const formToken = createFormTokens(await loadAppSecret(server.database.orm.em.fork())).issue();
  const { quote } = await createApiClient(server.url).client.quotes.accept.mutate({
    details: {
      name: 'Jane Citizen',
      email,
      phone: '0412 345 678',
      businessName: 'Harbour Care',
      abn: '51824753556',
      website: '',
    },
    providerType: 'new_provider',
    groupIds: ['rg-0104', 'rg-0110'],
    total: 5170,
    termsVersion,
    formToken,
  });
  const [mail] = await waitForMails(server.config.mailDir, email);
  const token = new URL(mail?.link ?? '').pathname.split('/').at(-1) ?? '';
  return { id: quote.id, number: quote.number, token };
}
