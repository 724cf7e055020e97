/** The tabs of /ndis-audits; the active one is kept in the URL as ?tab=. */
export type AuditTab = 'audits' | 'registration-groups';

export const defaultAuditTab: AuditTab = 'audits';

export function parseAuditTab(value: string | null): AuditTab {
  return value === 'registration-groups' ? 'registration-groups' : defaultAuditTab;
}
