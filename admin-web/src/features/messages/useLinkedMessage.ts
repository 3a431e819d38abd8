import { useEffect } from 'react';
import type { InboxMessage } from '@artshop/contracts';
import type { useMessages } from './hooks';
import { linkedMessageStep } from './messages';

/**
 * A link to a message further down: the next pages are read until it shows. One not (or no longer)
 * in this view: back to the list.
 */
export function useLinkedMessage(
  messages: ReturnType<typeof useMessages>,
  selectedId: string | null,
  selected: InboxMessage | undefined,
  dropMessage: () => void,
) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess, isPlaceholderData } = messages;
  useEffect(() => {
    const step = linkedMessageStep({
      named: Boolean(selectedId),
      found: Boolean(selected),
      settled: isSuccess && !isPlaceholderData && !isFetchingNextPage,
      hasNextPage,
    });
    if (step === 'read-next-page') void fetchNextPage();
    else if (step === 'drop') dropMessage();
  }, [selectedId, selected, isSuccess, isPlaceholderData, isFetchingNextPage, hasNextPage, fetchNextPage, dropMessage]);
}
