// An action's answer shown at once, then read again: a push that overtook the answer (a payment settling
// before its approval's answer arrived) must not be hidden by it.
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { showActionAnswer } from '../../src/api/actionAnswer';

type Detail = { status: string };

describe('showActionAnswer', () => {
  it('shows the answer at once, then what the server holds now', async () => {
    const client = new QueryClient();
    let onServer: Detail = { status: 'pending' };
    const detail = queryOptions({
      queryKey: ['payments', 'detail', 'p1'],
      queryFn: () => Promise.resolve(onServer),
      staleTime: Infinity,
    });
    const seen: string[] = [];
    const observer = new QueryObserver(client, detail);
    const unsubscribe = observer.subscribe((result) => {
      // Each state once (the observer also reports fetch status changes).
      if (result.data && result.data.status !== seen.at(-1)) seen.push(result.data.status);
    });
    await expect.poll(() => seen).toEqual(['pending']);

    // Approved, and settled already (its push arrived before the approval's answer).
    onServer = { status: 'settled' };
    showActionAnswer(client, detail.queryKey, { status: 'approved' });
    await expect.poll(() => seen.at(-1)).toBe('settled');
    expect(seen).toEqual(['pending', 'approved', 'settled']);
    unsubscribe();
  });

  it('cancels a read that left before the action, so its older answer cannot land last', async () => {
    const client = new QueryClient();
    const answers: Array<(value: Detail) => void> = [];
    const detail = queryOptions({
      queryKey: ['bills', 'detail', 'b1'],
      queryFn: () => new Promise<Detail>((resolve) => answers.push(resolve)),
      staleTime: Infinity,
    });
    const observer = new QueryObserver(client, detail);
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => answers.length).toBe(1);

    showActionAnswer(client, detail.queryKey, { status: 'edited' });
    await expect.poll(() => answers.length).toBe(2);
    answers[0]?.({ status: 'before the edit' });
    answers[1]?.({ status: 'edited, then paid' });
    await expect.poll(() => client.getQueryData(detail.queryKey)?.status).toBe('edited, then paid');
    unsubscribe();
  });

  it('leaves a detail no screen shows stale, for whoever opens it next', () => {
    const client = new QueryClient();
    const detail = queryOptions({
      queryKey: ['suppliers', 'detail', 's1'],
      queryFn: () => Promise.resolve<Detail>({ status: 'screened' }),
    });
    showActionAnswer(client, detail.queryKey, { status: 'created' });
    expect(client.getQueryData(detail.queryKey)).toEqual({ status: 'created' });
    expect(client.getQueryState(detail.queryKey)?.isInvalidated).toBe(true);
  });
});
