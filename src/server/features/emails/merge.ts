import type { EntityManager } from '@mikro-orm/postgresql';
import type { FirmDetails } from '../../../shared/catalog/firm.ts';
import { formatAudWithCents } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';
import {
  firmMergeValues,
  MERGE_FIELD_PATTERN,
  unknownMergeField,
  unknownMergeFieldMessage,
  type MergeValues,
} from '../../../shared/email/merge-fields.ts';
import type { MergeEmailInput } from '../../../shared/schemas/email.ts';
import { Quote } from '../../db/entities/quote.ts';
import { Profile } from '../../db/entities/profile.ts';
import { fieldError } from '../../errors.ts';
import type { RecordContext } from '../records/record-type.ts';
import { liveTarget } from '../records/subjects.ts';
import { partiesOf, quotesFilter, type EmailParties } from './parties.ts';
import { sanitizeBody } from '../../mail/sanitize.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The newest live quote of the record's lead, opportunity, account or contact. */
async function newestQuote(em: EntityManager, parties: EmailParties) {
  const where = quotesFilter(parties);
  return where ? em.findOne(Quote, where, { orderBy: { createdAt: 'desc' } }) : null;
}

/** Each merge field's value for a record, as the signed-in staff member writes; a field without one is empty. */
async function mergeValues(
  ctx: RecordContext,
  firm: FirmDetails,
  parties: EmailParties,
): Promise<MergeValues> {
  const me = await ctx.em.findOne(Profile, { user: ctx.user });
  const quote = await newestQuote(ctx.em, parties);
  return {
    ...firmMergeValues(firm),
    'contact.firstName': parties.contact?.firstName,
    'contact.lastName': parties.contact?.lastName,
    'account.name': parties.account?.name,
    'lead.title': parties.lead?.title,
    'quote.number': quote?.number,
    'quote.total': quote ? formatAudWithCents(fromCents(quote.totalCents)) : undefined,
    'me.firstName': me?.firstName,
    'me.lastName': me?.lastName,
  };
}

/** Replaces each field; a name that is not a merge field is refused, naming it and the form's field. */
function fill(text: string, values: MergeValues, escape: (value: string) => string, field: string): string {
  const unknown = unknownMergeField(text);
  if (unknown !== null) throw fieldError(field, unknownMergeFieldMessage(unknown));
  return text.replace(MERGE_FIELD_PATTERN, (_field, name: keyof MergeValues) => escape(values[name] ?? ''));
}

/**
 * A template's subject and body filled in for a record: values are text, escaped into the
 * body's HTML, and the body is sanitised. Logic-less: nothing in a template runs.
 */
export async function mergeEmail(ctx: RecordContext, firm: FirmDetails, input: MergeEmailInput) {
  const parties = await partiesOf(ctx.em, await liveTarget(ctx.em, input.record));
  const values = await mergeValues(ctx, firm, parties);
  return {
    subject: fill(input.subject, values, (value) => value, 'subject'),
    body: sanitizeBody(fill(input.body, values, escapeHtml, 'body')),
  };
}
