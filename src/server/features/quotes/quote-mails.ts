import type { EntityManager } from '@mikro-orm/postgresql';
import { formatAudWithCents, formatDate } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';
import { crmQuotePath, quotePath } from '../../../shared/routes.ts';
import type { Config } from '../../config.ts';
import { Profile } from '../../db/entities/profile.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { quoteToProspectMail, quoteToStaffMail } from '../../mail/templates.ts';
import { generateSecret, sha256 } from '../auth/tokens.ts';
import { toQuoteDocument } from './document.ts';
import { renderQuotePdf } from './pdf.ts';

type QuoteMailServices = {
  em: EntityManager;
  config: Pick<Config, 'appUrl' | 'bank' | 'firm'>;
  mailer: Mailer;
};

const link = (config: Pick<Config, 'appUrl'>, path: string) => new URL(path, config.appUrl).toString();

/**
 * The prospect's copy: the PDF and the private link. The link's token is made here, outside the
 * request, and only its SHA-256 is stored; a retried send makes a new one (the old was never sent).
 */
export async function sendQuoteToProspect({ em, config, mailer }: QuoteMailServices, quoteId: string) {
  const quote = await em.findOne(Quote, { id: quoteId });
  if (!quote) return;
  const token = generateSecret();
  await em.nativeUpdate(Quote, { id: quoteId }, { accessTokenHash: sha256(token) });
  const pdf = await renderQuotePdf(toQuoteDocument(quote), config);
  await mailer.send(
    quoteToProspectMail(
      config.firm,
      quote.prospectEmail,
      {
        number: quote.number,
        name: quote.prospectName,
        total: formatAudWithCents(fromCents(quote.totalCents)),
        validUntil: formatDate(quote.validUntil),
      },
      link(config, quotePath(token)),
      pdf,
    ),
  );
}

/** The notice to staff: the lead's owner when it has one, otherwise every active admin. */
export async function sendQuoteToStaff({ em, config, mailer }: QuoteMailServices, quoteId: string) {
  const quote = await em.findOne(Quote, { id: quoteId }, { populate: ['lead.assignedTo'] });
  if (!quote) return;
  const owner = quote.lead.assignedTo;
  const recipients = owner
    ? [owner.email]
    : (await em.find(Profile, { role: 'admin', status: 'active' }, { populate: ['user'] })).map(
        (admin) => admin.user.email,
      );
  const summary = {
    number: quote.number,
    businessName: quote.businessName,
    total: formatAudWithCents(fromCents(quote.totalCents)),
  };
  for (const to of recipients)
    await mailer.send(quoteToStaffMail(config.firm, to, summary, link(config, crmQuotePath(quote.id))));
}
