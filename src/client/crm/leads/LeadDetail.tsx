import { trpc } from '../../trpc.ts';
import { RecordQuery } from '../components/RecordQuery.tsx';
import { retryUnlessNotFound } from '../components/trpcErrors.ts';
import { useRecordView } from '../components/useRecordView.ts';
import { LeadDetailView } from './LeadDetailView.tsx';
import { useLoadFailureToast } from './useLoadFailureToast.ts';

export function LeadDetail({ id }: { id: string }) {
  const records = useRecordView();
  const lead = trpc.leads.byId.useQuery({ id }, { retry: retryUnlessNotFound });
  useLoadFailureToast(lead.error, 'Failed to load lead');
  return (
    <RecordQuery
      query={lead}
      notFoundTitle="Lead not found"
      backLabel="Back to leads"
      onBack={records.showList}
    >
      {(loaded) => (
        <LeadDetailView lead={loaded} onBack={records.showList} onEdit={() => records.showEdit(loaded.id)} />
      )}
    </RecordQuery>
  );
}
