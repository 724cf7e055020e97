import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '../../trpc.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type Quote = RouterOutputs['quotes']['byId'];

/** Staff withdraw an accepted quote: the offer no longer stands (its price is kept as it was). */
export function WithdrawQuoteButton({ record }: { record: Quote }) {
  const trpc = useTRPC();
  const withdraw = useMutation(trpc.quotes.withdraw.mutationOptions());
  if (record.status !== 'accepted') return null;
  return (
    <Button
      variant="default"
      color="red"
      loading={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(
          { id: record.id },
          {
            onSuccess: () => notifySuccess(`Quote ${record.number} withdrawn`),
            onError: (error) => notifyFailure('Failed to withdraw quote', error),
          },
        )
      }
    >
      Withdraw
    </Button>
  );
}
