import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { termsVersion } from '../../src/shared/catalog/terms.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient } from './api-client.ts';
import type { TestApp } from './app.ts';
import { waitForMails } from './mail.ts';

/** A server to send to: its address, the origin its APP_URL names, and its database. */
type ServerAt = { url: string; origin: string; orm: MikroORM };

/**
 * A proposal (two groups, new provider) accepted online by a new prospect at `email`, sent to the
 * server as the checkout sends it: the server's answer.
 */
export async function acceptProposal(
  { url, origin, orm }: ServerAt,
  email: string,
  businessName = 'Harbour Care',
) {
  const formToken = createFormTokens(await loadAppSecret(orm.em.fork())).issue();
  return createApiClient(url, { origin }).client.quotes.accept.mutate({
    details: {
      name: 'Jane Citizen',
      email,
      phone: '0412 345 678',
      businessName,
      abn: '51824753556',
      website: '',
    },
    providerType: 'new_provider',
    groupIds: ['rg-0104', 'rg-0110'],
    total: 5170,
    termsVersion,
    formToken,
  });
}

/**
 * A proposal accepted online by a new prospect, as the checkout sends it: the stored quote's id
 * and number, and the private link's token from the prospect's mail.
 */
export async function acceptedQuote(server: TestApp) {
  const email = `prospect-${randomBytes(4).toString('hex')}@example.com`;
  const { quote } = await acceptProposal(
    { url: server.url, origin: server.config.appUrl.origin, orm: server.database.orm },
    email,
  );
  const [mail] = await waitForMails(server.config.mailDir, email);
  const token = new URL(mail?.link ?? '').pathname.split('/').at(-1) ?? '';
  return { id: quote.id, number: quote.number, token };
}
