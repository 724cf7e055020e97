import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { leadStatus } from '../../../shared/enums.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError, fieldError } from '../../errors.ts';
import { recordActivity } from '../records/activity-log.ts';

const QUALIFIED = leadStatus.values.indexOf('qualified');

/**
 * The rules of converting a lead, inside the transaction that creates its opportunity: the lead
 * is write-locked (two conversions of one lead wait for each other), must not have a live
 * opportunity already, becomes 'qualified' unless it is further on, and both records get an
 * activity. The opportunity's `sourceLead` is the link, read from either side.
 */
export async function convertLead(tx: EntityManager, opportunity: Opportunity, leadId: string, by: User) {
  const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!lead) throw fieldError('sourceLeadId', 'Lead not found', 'NOT_FOUND');
  const existing = await tx.findOne(Opportunity, { sourceLead: lead });
  if (existing) {
    throw new AppError('CONFLICT', `This lead has already been converted to "${existing.name}".`);
  }
  opportunity.sourceLead = lead;
  if (leadStatus.values.indexOf(lead.status) < QUALIFIED) lead.status = 'qualified';
  recordActivity(
    tx,
    { lead },
    {
      type: 'conversion',
      title: 'Converted to opportunity',
      description: `Converted to "${opportunity.name}"`,
    },
    by,
  );
  recordActivity(
    tx,
    { opportunity },
    { type: 'conversion', title: 'Converted from lead', description: `Created from lead "${lead.title}"` },
    by,
  );
}

/** Why a deleted opportunity cannot come back: its lead has been converted again meanwhile. */
export async function otherLiveConversion(
  tx: EntityManager,
  opportunity: Opportunity,
): Promise<string | null> {
  if (!opportunity.sourceLead) return null;
  const other = await tx.findOne(Opportunity, {
    sourceLead: opportunity.sourceLead,
    id: { $ne: opportunity.id },
  });
  return other ? `Its lead has been converted again, to "${other.name}". Delete that one first.` : null;
}
