import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../services/scheduling/whenIdle';

export interface ItemsThatFitOptions {
  /** The window height an item takes, about: a results row 40 px, a card in a grid less. */
  itemPx: number;
  /** Never fewer at first (and never fewer more at a time). */
  least?: number;
}

/**
 * The first of `items` that fit in the window, then as many again each time the browser is idle
 * until all are there. A page of results or cards made at once is the longest task of its screen
 * on a phone, and only the items in view are needed for the first paint; the others follow in
 * transitions, which React renders in slices, and in steps, so no one commit is long either.
 */
export function useItemsThatFit<T>(items: T[], { itemPx, least = 10 }: ItemsThatFitOptions): T[] {
  const step = Math.max(least, Math.ceil(window.innerHeight / itemPx));
  const [shown, setShown] = useState({ items, count: step });
  // A new list starts again with the items that fit.
  const count = shown.items === items ? shown.count : step;
  const partial = count < items.length;
  useEffect(() => {
    if (!partial) return;
    return whenIdle(() => startTransition(() => setShown({ items, count: count + step })));
  }, [partial, items, count, step]);
  return partial ? items.slice(0, count) : items;
}
