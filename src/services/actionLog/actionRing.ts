/**
 * The last `capacity` recorded actions, in fixed-size arrays allocated once: recording an action
 * writes three slots and allocates nothing. Each entry keeps the action, its time and a reference
 * to the state just before it (Redux states are immutable, so a reference is a snapshot), which
 * gives the start state of the buffer however many actions have been dropped.
 */
export interface ActionRing {
  push(action: unknown, timestamp: number, stateBefore: unknown): void;
  /** Actions kept (at most `capacity`). */
  readonly size: number;
  /** Actions recorded since the start, kept or dropped (`clear` drops, it does not reset). */
  readonly total: number;
  /** Entry `index` (0 the oldest kept) — its action, time and the state before it. */
  action(index: number): unknown;
  timestamp(index: number): number;
  stateBefore(index: number): unknown;
  clear(): void;
}

export function createActionRing(capacity: number): ActionRing {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`The action ring needs a capacity of at least 1 (got ${capacity})`);
  }
  const actions: unknown[] = new Array<unknown>(capacity).fill(null);
  const states: unknown[] = new Array<unknown>(capacity).fill(null);
  const times = new Float64Array(capacity);
  /** The slot the next action goes into. */
  let next = 0;
  let size = 0;
  let total = 0;
  const slot = (index: number) => {
    if (index < 0 || index >= size) throw new RangeError(`No entry ${index} (${size} kept)`);
    const oldest = (next - size + capacity) % capacity;
    return (oldest + index) % capacity;
  };
  return {
    push(action, timestamp, stateBefore) {
      actions[next] = action;
      states[next] = stateBefore;
      times[next] = timestamp;
      next = next + 1 === capacity ? 0 : next + 1;
      if (size < capacity) size += 1;
      total += 1;
    },
    get size() {
      return size;
    },
    get total() {
      return total;
    },
    action: (index) => actions[slot(index)],
    timestamp: (index) => times[slot(index)] as number,
    stateBefore: (index) => states[slot(index)],
    clear() {
      if (size === 0) return;
      actions.fill(null);
      states.fill(null);
      next = 0;
      size = 0;
    },
  };
}
