import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../services/scheduling/whenIdle';

/** A results row is about this high; a row more than fits costs nothing visible. */
const ROW_PX = 40;

/**
 * The first of `items` that fit in the window, then all of them once the browser is idle: a page
 * of 50 results made of Fluent's grid cells is the longest task of the search screen on a phone,
 * and only the rows in view are needed for its first paint. The rest follow in a transition,
 * which React renders in slices.
 */
export function useRowsThatFit<T>(items: T[]): T[] {
  const fit = Math.max(10, Math.ceil(window.innerHeight / ROW_PX));
  const [complete, setComplete] = useState<T[] | null>(null);
  const partial = items.length > fit && complete !== items;
  useEffect(() => {
    if (!partial) return;
    return whenIdle(() => startTransition(() => setComplete(items)));
  }, [partial, items]);
  return partial ? items.slice(0, fit) : items;
}
