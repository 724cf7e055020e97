import { trpc } from '../../trpc.ts';
import { RecordQuery } from '../components/RecordQuery.tsx';
import { retryUnlessNotFound } from '../components/trpcErrors.ts';
import { useRecordView } from '../components/useRecordView.ts';
import { AccountForm } from './AccountForm.tsx';

/** The add form (id null), or the edit form once the account has loaded. */
export function AccountFormView({ id }: { id: string | null }) {
  const records = useRecordView();
  const account = trpc.accounts.byId.useQuery(
    { id: id ?? '' },
    { enabled: id !== null, retry: retryUnlessNotFound },
  );
  if (id === null) return <AccountForm account={null} />;
  return (
    <RecordQuery
      query={account}
      notFoundTitle="Account not found"
      backLabel="Back to accounts"
      onBack={records.showList}
    >
      {(loaded) => <AccountForm account={loaded} />}
    </RecordQuery>
  );
}
