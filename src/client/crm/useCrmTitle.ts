import { useDocumentTitle } from '@mantine/hooks';

/** Sets the browser tab's title for a CRM screen, e.g. 'Leads · CRM'. */
export function useCrmTitle(screen: string | undefined): void {
  useDocumentTitle(screen ? `${screen} · CRM` : 'CRM');
}
