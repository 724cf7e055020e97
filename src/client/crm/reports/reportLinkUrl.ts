import { crmBasePath } from '../../../shared/routes.ts';
import type { ReportLink } from '../../../shared/reports.ts';

/** The CRM address of the list a figure links to. */
export function reportLinkUrl(link: ReportLink): string {
  return `${crmBasePath}/${link.path}?${new URLSearchParams(link.params).toString()}`;
}
