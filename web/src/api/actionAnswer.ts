// An action's answer (the payment approved, the bill edited, the supplier verified) is shown at once and its
// query then read again: a push about a later change to the same thing (the payment settling, a screening
// ending) can reach the tab before the answer does, and the answer, older, would otherwise hide that change
// until the next one. The read cancels one already on its way, which may have left before the action.
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';

export function showActionAnswer<TData, TError>(
  client: QueryClient,
  queryKey: DataTag<QueryKey, TData, TError>,
  answer: TData,
): void {
  client.setQueryData(queryKey, answer);
  void client.invalidateQueries({ queryKey, exact: true });
}
