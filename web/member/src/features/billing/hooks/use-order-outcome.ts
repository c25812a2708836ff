import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Order } from '@mawadda/contracts';
import { fetchOrder } from '../api/fetch-order';
import { notFound } from '../lib/problem-text';
import { billingKeys } from './billing-keys';

/** How often the result page asks about the order, and for how long before it says "still processing". */
export const POLL_MS = 1000;
export const POLL_LIMIT_MS = 60_000;

const settled = (order: Order | undefined) => order?.stage === 'Completed' || order?.stage === 'NotPaid';

/**
 * The outcome of an order just paid (or not). The provider's webhook may land after the browser
 * comes back, so the order is polled until Completed or NotPaid, within `limitMs`. Once
 * Completed, the member's standing (`isSubscrption`) and the order list are read again.
 */
export function useOrderOutcome(orderId: string, { pollMs = POLL_MS, limitMs = POLL_LIMIT_MS } = {}) {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const order = useQuery({
    queryKey: billingKeys.order(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    enabled: orderId !== '',
    refetchInterval: (query) => (settled(query.state.data) || timedOut ? false : pollMs),
    // A lost answer while waiting is asked again by the next tick; an unknown order is final.
    retry: (failures, error) => !notFound(error) && failures < 3,
  });
  const done = settled(order.data);
  // Only the settling matters below: a new copy of the same order is no reason to ask again.
  const outcome = done ? order.data?.stage : undefined;

  useEffect(() => {
    if (done || !orderId) return;
    const timer = setTimeout(() => setTimedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [done, orderId, limitMs]);

  useEffect(() => {
    if (!outcome) return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.orders });
    if (outcome === 'Completed') void queryClient.invalidateQueries({ queryKey: billingKeys.me });
  }, [outcome, queryClient]);

  return { order, done, timedOut: timedOut && !done };
}
