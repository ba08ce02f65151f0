import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { birthDetailKeys } from './birth-details-api';
import { refetchAfterClaim } from './refetch-after-claim';

describe('refetchAfterClaim', () => {
  it('asks again when the first load of the list was in flight before the claim committed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((people: string[]) => void)[] = [];
    // The page's list, as mounted when the sign-in landed: its first load has no data yet.
    const observer = new QueryObserver<string[]>(client, {
      queryKey: birthDetailKeys.list(),
      queryFn: ({ signal }) =>
        new Promise<string[]>((resolve, reject) => {
          signal.addEventListener('abort', () => {
            reject(new Error('aborted'));
          });
          answers.push(resolve);
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);

    // The claim commits; the load asked before it answers only now, without the chart.
    const refetched = refetchAfterClaim(client);
    answers[0]?.([]);
    await vi.waitFor(() => {
      expect(answers).toHaveLength(2);
    });
    answers[1]?.(['Asha Guest']);
    await refetched;
    expect(client.getQueryData(birthDetailKeys.list())).toEqual(['Asha Guest']);
    unsubscribe();
  });
});
