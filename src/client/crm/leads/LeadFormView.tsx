import { trpc } from '../../trpc.ts';
import { RecordQuery } from '../components/RecordQuery.tsx';
import { retryUnlessNotFound } from '../components/trpcErrors.ts';
import { useRecordView } from '../components/useRecordView.ts';
import { LeadForm } from './LeadForm.tsx';
import { useLoadFailureToast } from './useLoadFailureToast.ts';

/** The add form (id null), or the edit form once the lead has loaded. */
export function LeadFormView({ id }: { id: string | null }) {
  const records = useRecordView();
  const lead = trpc.leads.byId.useQuery(
    { id: id ?? '' },
    { enabled: id !== null, retry: retryUnlessNotFound },
  );
  useLoadFailureToast(lead.error, 'Failed to load lead');
  if (id === null) return <LeadForm lead={null} />;
  return (
    <RecordQuery
      query={lead}
      notFoundTitle="Lead not found"
      backLabel="Back to leads"
      onBack={records.showList}
    >
      {(loaded) => <LeadForm lead={loaded} />}
    </RecordQuery>
  );
}
