import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../src/server/features/demo-data/sample-data.ts';

const today = new Date('2026-11-24T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const month = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY).toISOString().slice(0, 7);
const daysFromToday = (date: string) =>
  Math.round((new Date(`${date}T00:00:00Z`).getTime() - today.getTime()) / DAY);

describe('demo data over a year', () => {
  const dataset = demoDataset(today);

  it('closes deals, won and lost, in at least ten of the past twelve months', () => {
    const closed = dataset.opportunities.filter((deal) => deal.stage?.startsWith('closed_'));
    const closeDays = closed.map((deal) => -daysFromToday(deal.expectedCloseDate ?? ''));
    expect(Math.max(...closeDays)).toBeLessThanOrEqual(365);
    expect(Math.min(...closeDays)).toBeGreaterThan(0);
    expect(new Set(closeDays.map(month)).size).toBeGreaterThanOrEqual(10);
    expect(closed.filter((deal) => deal.stage === 'closed_won').length).toBeGreaterThan(
      closed.filter((deal) => deal.stage === 'closed_lost').length,
    );
  });

  it('spreads records and their activities over months, each activity after its record was made', () => {
    const records = [...dataset.leads, ...dataset.opportunities];
    expect(new Set(dataset.leads.map((lead) => month(lead.daysAgo))).size).toBeGreaterThanOrEqual(4);
    const activityDays = records.flatMap((record) => record.activities.map((activity) => activity.daysAgo));
    expect(new Set(activityDays.map(month)).size).toBeGreaterThanOrEqual(11);
    for (const record of records)
      for (const activity of record.activities) expect(activity.daysAgo).toBeLessThanOrEqual(record.daysAgo);
  });

  it('has tasks overdue, due today and ahead, some done, and compliance dates coming up', () => {
    const open = dataset.tasks
      .filter((task) => task.status !== 'done')
      .map((task) => daysFromToday(task.dueDate));
    expect(open.some((days) => days < 0)).toBe(true);
    expect(open.filter((days) => days === 0).length).toBeGreaterThanOrEqual(2);
    expect(open.filter((days) => days > 0).length).toBeGreaterThanOrEqual(4);
    expect(dataset.tasks.some((task) => task.status === 'done' && task.completedDaysAgo !== undefined)).toBe(
      true,
    );
    const expiries = dataset.accounts.flatMap((account) =>
      account.registrationExpiryDate ? [daysFromToday(account.registrationExpiryDate)] : [],
    );
    expect(expiries.some((days) => days > 0 && days <= 60)).toBe(true);
    expect(dataset.accounts.filter((account) => account.nextAuditDate).length).toBeGreaterThanOrEqual(3);
  });
});
