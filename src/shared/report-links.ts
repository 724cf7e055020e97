/**
 * The list filters behind a report's figures, as the lists read them from their URL (a report's
 * links carry these parameters): one place for the Reports tab's links, the lists' `fromUrl`
 * and the tests that hold a report's totals to its lists.
 */
import { registrationGroups } from './catalog/registration-groups.ts';
import { activityType, leadOutcome, leadSource, opportunityStage, quoteStatus } from './enums.ts';

const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** A range of days as one URL parameter, 'from..to' (either may be empty). */
export function dayRangeParam(
  params: URLSearchParams,
  name: string,
): { from: string | null; to: string | null } {
  const [from, to] = (params.get(name) ?? '').split('..');
  return { from: isoDate(from), to: isoDate(to) };
}

const yesNo = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null);

export const reportListFilters = {
  leads: (params: URLSearchParams) => {
    const created = dayRangeParam(params, 'created');
    return {
      source: leadSource.parse(params.get('source')),
      ownerId: params.get('owner') || null,
      createdFrom: created.from,
      createdTo: created.to,
      outcome: leadOutcome.parse(params.get('outcome')),
    };
  },
  opportunities: (params: URLSearchParams) => {
    const closed = dayRangeParam(params, 'closed');
    const closing = dayRangeParam(params, 'closing');
    return {
      ownerId: params.get('owner') || null,
      stage: opportunityStage.parse(params.get('stage')),
      closedFrom: closed.from,
      closedTo: closed.to,
      closingFrom: closing.from,
      closingTo: closing.to,
      open: params.get('open') === '1' || null,
      committed: yesNo(params.get('committed')),
    };
  },
  tasks: (params: URLSearchParams) => {
    const completed = dayRangeParam(params, 'completed');
    return {
      completedFrom: completed.from,
      completedTo: completed.to,
      compliance: params.get('compliance') === '1' || null,
    };
  },
  timeline: (params: URLSearchParams) => {
    return { type: activityType.parse(params.get('kind')) };
  },
  accounts: (params: URLSearchParams) => {
    const expiry = dayRangeParam(params, 'expiry');
    return { ownerId: params.get('owner') || null, expiryFrom: expiry.from, expiryTo: expiry.to };
  },
  quotes: (params: URLSearchParams) => {
    const accepted = dayRangeParam(params, 'accepted');
    return {
      status: quoteStatus.parse(params.get('status')),
      acceptedFrom: accepted.from,
      acceptedTo: accepted.to,
      group: registrationGroups.find((group) => group.id === params.get('group'))?.id ?? null,
    };
  },
};
