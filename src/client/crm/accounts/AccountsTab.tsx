import { useRecordView } from '../components/useRecordView.ts';
import { useScrollToTop } from '../components/useScrollToTop.ts';
import { AccountDetail } from './AccountDetail.tsx';
import { AccountFormView } from './AccountFormView.tsx';
import { AccountList } from './AccountList.tsx';

/** The accounts tab: the list, an account's detail, or the add/edit form, as the URL says. */
export function AccountsTab() {
  const { view, viewKey } = useRecordView();
  useScrollToTop(viewKey);
  switch (view.mode) {
    case 'list':
      return <AccountList />;
    case 'detail':
      return <AccountDetail id={view.id} />;
    case 'new':
      return <AccountFormView id={null} />;
    case 'edit':
      return <AccountFormView id={view.id} />;
  }
}
