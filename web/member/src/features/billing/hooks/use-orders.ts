import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Order } from '@mawadda/contracts';
import { fetchOrders } from '../api/fetch-orders';
import { billingKeys } from './billing-keys';

const FIRST: string | null = null;

/**
 * My orders, newest first, a page at a time ("load more"). An order made while paging can push an
 * older one into the next page a second time: each shows once.
 */
export function useOrders() {
  const list = useInfiniteQuery({
    queryKey: billingKeys.orders,
    queryFn: ({ pageParam, signal }) => fetchOrders(pageParam, signal),
    initialPageParam: FIRST,
    getNextPageParam: (last) => last.next,
  });
  const orders = useMemo(() => {
    const seen = new Set<string>();
    const out: Order[] = [];
    for (const page of list.data?.pages ?? [])
      for (const order of page.items) {
        if (seen.has(order.id)) continue;
        seen.add(order.id);
        out.push(order);
      }
    return out;
  }, [list.data]);
  return { list, orders };
}
