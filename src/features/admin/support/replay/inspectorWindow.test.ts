import { LIST_WINDOW, windowOf, type WindowedLifted } from './inspectorWindow';

function lifted(count: number, current: number, searchValue?: string): WindowedLifted {
  const ids = Array.from({ length: count + 1 }, (_, index) => index);
  return {
    stagedActionIds: ids,
    computedStates: ids.map((id) => ({ state: { step: id } })),
    currentStateIndex: current,
    monitorState: searchValue ? { searchValue } : {},
  };
}

const shownIds = (shown: { view: WindowedLifted }) => [
  shown.view.stagedActionIds[0],
  shown.view.stagedActionIds.at(-1),
  shown.view.stagedActionIds.length,
];

describe("the inspector's window of actions", () => {
  it('lists every action of a short log, or while the filter has words', () => {
    const short = lifted(LIST_WINDOW - 1, 10);
    expect(windowOf(short).view).toBe(short);
    const searched = lifted(10_000, 10_000, 'portal');
    expect(windowOf(searched).view).toBe(searched);
  });

  it('lists the actions up to the current one and a few after, states paired with actions', () => {
    const shown = windowOf(lifted(10_000, 5_000));
    expect(shownIds(shown)).toEqual([4_806, 5_005, LIST_WINDOW]);
    expect(shown.view.currentStateIndex).toBe(5_000 - 4_806);
    expect(shown.view.computedStates[shown.view.currentStateIndex]).toEqual({
      state: { step: 5_000 },
    });
    expect(shownIds(windowOf(lifted(10_000, 10_000)))).toEqual([9_801, 10_000, LIST_WINDOW]);
    expect(shownIds(windowOf(lifted(10_000, 3)))).toEqual([0, 199, LIST_WINDOW]);
  });

  it('stays put while the step moves inside it, and moves when the step leaves it', () => {
    const log = lifted(10_000, 5_000);
    let shown = windowOf(log);
    const start = shown.view.stagedActionIds[0];
    for (const current of [4_900, 4_807, 5_004]) {
      shown = windowOf({ ...log, currentStateIndex: current }, shown);
      expect(shown.view.stagedActionIds[0]).toBe(start);
      expect(shown.view.stagedActionIds[shown.view.currentStateIndex]).toBe(current);
    }
    shown = windowOf({ ...log, currentStateIndex: 4_806 }, shown);
    expect(shownIds(shown)).toEqual([4_612, 4_811, LIST_WINDOW]);
    shown = windowOf({ ...log, currentStateIndex: 4_811 }, shown);
    expect(shownIds(shown)).toEqual([4_617, 4_816, LIST_WINDOW]);
  });
});
