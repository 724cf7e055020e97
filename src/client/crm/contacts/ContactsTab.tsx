import { useRecordView } from '../components/useRecordView.ts';
import { useScrollToTop } from '../components/useScrollToTop.ts';
import { ContactDetail } from './ContactDetail.tsx';
import { ContactFormView } from './ContactFormView.tsx';
import { ContactList } from './ContactList.tsx';

/** The contacts tab: the list, a contact's detail, or the add/edit form, as the URL says. */
export function ContactsTab() {
  const { view, viewKey } = useRecordView();
  useScrollToTop(viewKey);
  switch (view.mode) {
    case 'list':
      return <ContactList />;
    case 'detail':
      return <ContactDetail id={view.id} />;
    case 'new':
      return <ContactFormView id={null} />;
    case 'edit':
      return <ContactFormView id={view.id} />;
  }
}
