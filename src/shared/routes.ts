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

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPublicPaths.has(path) || path === crmBasePath || path.startsWith(`${crmBasePath}/`);
}

/** Where the confirmation mail's link lands. */
export const crmConfirmPath = `${crmBasePath}/confirm`;
