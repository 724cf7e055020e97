import { useRecordView } from '../components/useRecordView.ts';
import { LeadDetail } from './LeadDetail.tsx';
import { LeadFormView } from './LeadFormView.tsx';
import { LeadList } from './LeadList.tsx';

/** The leads tab: the list, a lead's detail, or the add/edit form, as the URL says. */
export function LeadsTab() {
  const { view } = useRecordView();
  switch (view.mode) {
    case 'list':
      return <LeadList />;
    case 'detail':
      return <LeadDetail id={view.id} />;
    case 'new':
      return <LeadFormView id={null} />;
    case 'edit':
      return <LeadFormView id={view.id} />;
  }
}
