/** Paths the client renders. The server answers these with 200 and anything else with the 404 page. */
export const publicPaths = {
  home: '/',
  ndisAudits: '/ndis-audits',
  registrationGroups: '/registration-groups',
  registrationProposal: '/registration-proposal',
  existingProviderProposal: '/existing-provider-proposal',
  ongoingSupport: '/ongoing-support',
  payment: '/payment',
} as const;

export const crmBasePath = '/crm';

const knownPublicPaths = new Set<string>(Object.values(publicPaths));

/** '/ndis-audits/' is '/ndis-audits', for the server as for the client's router. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isClientRoute(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return (
    knownPublicPaths.has(path) ||
    path === crmBasePath ||
    path.startsWith(`${crmBasePath}/`) ||
    new RegExp(`^${quotePathPrefix}/[^/]+$`).test(path) ||
    new RegExp(`^${evidencePathPrefix}/[^/]+$`).test(path)
  );
}

/** Public pages for search engines: all but the checkout, which only makes sense mid-proposal. */
export const indexedPublicPaths: readonly string[] = Object.values(publicPaths).filter(
  (path) => path !== publicPaths.payment,
);

/** Paths robots.txt asks crawlers to keep out of. */
export const crawlerDisallowedPaths: readonly string[] = [
  crmBasePath,
  publicPaths.payment,
  '/quote/',
  '/evidence/',
];

/** Where the confirmation mail's link lands. */
export const crmConfirmPath = `${crmBasePath}/confirm`;

/** Where an invitation mail's link lands: the invited person chooses their name and password. */
export const crmInvitationPath = `${crmBasePath}/invitation`;

/** Where a password reset mail's link lands: the 'Set a new password' page. */
export const crmResetPasswordPath = `${crmBasePath}/reset-password`;

/** Settings › Security, from the user menu: password, two-factor, passkeys, sessions and login history. */
export const crmSecurityPath = `${crmBasePath}/settings/security`;

/** The Team page, from the user menu's Settings. */
export const crmTeamPath = `${crmBasePath}/settings/team`;

/** The Backups page, from the user menu's Settings (admins). */
export const crmBackupsPath = `${crmBasePath}/settings/backups`;

/** A backup file for an admin to download (`?name=` of the file). */
export const backupDownloadPath = '/files/crm/backup';

/** A contact's personal data, `?contact=<id>&format=json|html` (managers and admins). */
export const privacyExportPath = '/files/crm/privacy-export';
/** Settings › Email templates (managers and admins). */
export const crmEmailTemplatesPath = `${crmBasePath}/settings/email-templates`;

/** Settings › Privacy requests (managers and admins). */
export const crmPrivacyRequestsPath = `${crmBasePath}/settings/privacy-requests`;

/** Settings › Enquiries: who gets website enquiries and accepted proposals. */
export const crmEnquiryRoutingPath = `${crmBasePath}/settings/enquiries`;

/** A lead in the CRM. */
export function crmLeadPath(id: string): string {
  return `${crmBasePath}/leads/${id}`;
}

/** A quote's private page for its prospect: the token is the link's secret. */
export const quotePathPrefix = '/quote';
export function quotePath(token: string): string {
  return `${quotePathPrefix}/${token}`;
}

/** An evidence request's private page for its account's contact: the token is the link's secret. */
export const evidencePathPrefix = '/evidence';
export function evidencePath(token: string): string {
  return `${evidencePathPrefix}/${token}`;
}

/** Where the private page sends one file for one item (`?name=` of the file), as the raw body. */
export function evidenceUploadPath(token: string, itemId: string): string {
  return `${evidencePath(token)}/items/${itemId}/files`;
}

/** A quote in the CRM. */
export function crmQuotePath(id: string): string {
  return `${crmBasePath}/quotes/${id}`;
}

/** A quote's PDF for its prospect (`?token=` of the private link). */
export const quotePdfPath = '/files/quote.pdf';

/** A quote's PDF for staff (`?id=` of the quote). */
export const crmQuotePdfPath = '/files/crm/quote.pdf';
