import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListLayout } from '../../../shared/schemas/list-view.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure } from '../components/notify.tsx';
import type { RecordPath } from './recordUrl.ts';

/**
 * The signed-in person's layout of a record list (cards or table), kept on the server so it
 * follows them to every device; the choice shows at once and is saved behind it.
 */
export function useListView(path: RecordPath): { layout: ListLayout; choose: (layout: ListLayout) => void } {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.listViews.mine.queryOptions());
  const key = trpc.listViews.mine.queryKey();
  const choose = useMutation(
    trpc.listViews.choose.mutationOptions({
      onMutate: ({ recordType, layout }) => {
        queryClient.setQueryData(key, (views) => ({ ...views, [recordType]: layout }));
      },
      onError: (error) => notifyFailure('Failed to keep the layout', error),
    }),
  );
  return {
    layout: mine.data?.[path] ?? 'cards',
    choose: (layout) => choose.mutate({ recordType: path, layout }),
  };
}
