import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/client/trpc.ts';

/** A promise and the function that settles it, for answers that arrive when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("the CRM's query cache after a change", () => {
  it('asks again for a list whose first answer was on its way when a record was deleted', async () => {
    const queryClient = createQueryClient();
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let asked = 0;
    const queryKey = [['contacts', 'list'], { input: { search: 'tom' }, type: 'query' }];
    const list = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => answers[asked++]!.promise,
    });
    const shown: (string[] | undefined)[] = [];
    const unsubscribe = list.subscribe((result) => shown.push(result.data));

    const remove = new MutationObserver(queryClient, {
      mutationKey: [['contacts', 'delete']],
      mutationFn: () => Promise.resolve('deleted'),
    });
    const removed = remove.mutate();
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true));
    // The list's first answer was read before the delete and arrives after it.
    answers[0]!.resolve(['Tom Nguyen']);
    answers[1]!.resolve([]);
    await removed;

    expect(asked).toBe(2);
    expect(list.getCurrentResult().data).toEqual([]);
    expect(shown).not.toContainEqual(['Tom Nguyen']);
    unsubscribe();
  });

  it('leaves a fetch that no screen shows to its caller, who gets its answer', async () => {
    const queryClient = createQueryClient();
    const answer = deferred<string[]>();
    const queryKey = [['contacts', 'likelyDuplicates'], { input: { name: 'tom' }, type: 'query' }];
    const asked = queryClient.fetchQuery({ queryKey, queryFn: () => answer.promise });
    const removed = new MutationObserver(queryClient, {
      mutationKey: [['contacts', 'delete']],
      mutationFn: () => Promise.resolve('deleted'),
    }).mutate();
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true));
    answer.resolve([]);
    await removed;
    await expect(asked).resolves.toEqual([]);
  });

  it('leaves the queries that hold no CRM data alone', async () => {
    const queryClient = createQueryClient();
    let asked = 0;
    const me = new QueryObserver(queryClient, {
      queryKey: [['auth', 'me'], { type: 'query' }],
      queryFn: () => Promise.resolve(++asked),
    });
    const unsubscribe = me.subscribe(() => {});
    await me.refetch();
    await new MutationObserver(queryClient, {
      mutationKey: [['contacts', 'delete']],
      mutationFn: () => Promise.resolve('deleted'),
    }).mutate();
    expect(asked).toBe(1);
    unsubscribe();
  });
});
