import { trpc } from '../../trpc.ts';
import { RecordQuery } from '../components/RecordQuery.tsx';
import { retryUnlessNotFound } from '../components/trpcErrors.ts';
import { useRecordView } from '../components/useRecordView.ts';
import { ContactForm } from './ContactForm.tsx';

/** The add form (id null), or the edit form once the contact has loaded. */
export function ContactFormView({ id }: { id: string | null }) {
  const records = useRecordView();
  const contact = trpc.contacts.byId.useQuery(
    { id: id ?? '' },
    { enabled: id !== null, retry: retryUnlessNotFound },
  );
  if (id === null) return <ContactForm contact={null} />;
  return (
    <RecordQuery
      query={contact}
      notFoundTitle="Contact not found"
      backLabel="Back to contacts"
      onBack={records.showList}
    >
      {(loaded) => <ContactForm contact={loaded} />}
    </RecordQuery>
  );
}
