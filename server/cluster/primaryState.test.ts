import type { Admission } from '../portal/signInGuard';
import type { ToWorker } from './messages';
import { PrimaryState } from './primaryState';

/** A worker as the primary sees it, keeping what it was sent. */
function worker(id: number) {
  const sent: ToWorker[] = [];
  return { id, sent, send: (message: ToWorker) => sent.push(message) > 0, isConnected: () => true };
}

describe("the primary's shared state", () => {
  let state: PrimaryState;
  beforeEach(() => (state = new PrimaryState()));
  afterEach(() => state.close());

  it("answers each worker's counts with what the other workers counted in the same window", () => {
    const end = 60_000;
    expect(state.count(1, [{ scope: '/', key: 'a', windowEnd: end, count: 5 }])).toEqual([
      { scope: '/', key: 'a', windowEnd: end, others: 0 },
    ]);
    expect(state.count(2, [{ scope: '/', key: 'a', windowEnd: end, count: 3 }])).toEqual([
      { scope: '/', key: 'a', windowEnd: end, others: 5 },
    ]);
    expect(state.count(1, [{ scope: '/', key: 'a', windowEnd: end, count: 1 }])).toEqual([
      { scope: '/', key: 'a', windowEnd: end, others: 3 },
    ]);
    // Another scope (a route with a limit of its own) and another key count apart.
    expect(
      state.count(2, [
        { scope: '/ POST /x', key: 'a', windowEnd: end, count: 1 },
        { scope: '/', key: 'b', windowEnd: end, count: 1 },
      ]),
    ).toEqual([
      { scope: '/ POST /x', key: 'a', windowEnd: end, others: 0 },
      { scope: '/', key: 'b', windowEnd: end, others: 0 },
    ]);
  });

  it('starts a new window afresh, ignores late counts of an old one, and forgets ended ones', () => {
    state.count(1, [{ scope: '/', key: 'a', windowEnd: 60_000, count: 9 }]);
    expect(state.count(2, [{ scope: '/', key: 'a', windowEnd: 120_000, count: 1 }])).toEqual([
      { scope: '/', key: 'a', windowEnd: 120_000, others: 0 },
    ]);
    expect(state.count(1, [{ scope: '/', key: 'a', windowEnd: 60_000, count: 4 }])).toEqual([
      { scope: '/', key: 'a', windowEnd: 120_000, others: 1 },
    ]);
    state.prune(120_000);
    expect(state.count(1, [{ scope: '/', key: 'a', windowEnd: 180_000, count: 1 }])).toEqual([
      { scope: '/', key: 'a', windowEnd: 180_000, others: 0 },
    ]);
  });

  it('holds one sign-in guard for every worker, called over messages', () => {
    const one = worker(1);
    const two = worker(2);
    const admit = (to: typeof one, id: number) =>
      state.receive(to, { tims: 'guard-call', id, method: 'admit', args: ['lee', '10.0.0.1'] });
    for (const [index, to] of [one, two, one].entries()) {
      admit(to, index);
      const answer = to.sent.at(-1) as { result: Admission };
      expect(answer.result.kind).toBe('allowed');
      state.receive(to, {
        tims: 'guard-call',
        id: 100 + index,
        method: 'failed',
        args: [(answer.result as Extract<Admission, { kind: 'allowed' }>).attempt],
      });
    }
    // Three failures across two workers: the fourth attempt must wait, on either.
    admit(two, 7);
    expect(two.sent.at(-1)).toMatchObject({
      tims: 'guard-answer',
      id: 7,
      result: { kind: 'wait', reason: 'account' },
    });
  });

  it('ignores messages that are not its own', () => {
    const one = worker(1);
    state.receive(one, { hello: 'world' });
    state.receive(one, null);
    state.receive(one, { tims: 'something-else' });
    expect(one.sent).toEqual([]);
  });
});
