import { pointAlong } from './pointAlong';

describe('the point halfway along a line', () => {
  it('lies on the line, halfway along its length, not at the centre of its extent', () => {
    // An L: 3 along x, then 1 up y. Halfway (2 of 4) is on the first leg; the extent's centre,
    // (1.5, 0.5), is off the line.
    expect(
      pointAlong([
        [
          [0, 0],
          [3, 0],
          [3, 1],
        ],
      ]),
    ).toEqual([2, 0]);
  });

  it('walks every path of a multi-part line', () => {
    expect(
      pointAlong([
        [
          [0, 0],
          [1, 0],
        ],
        [
          [10, 0],
          [10, 3],
        ],
      ]),
    ).toEqual([10, 1]);
  });

  it('is the first vertex of a line of no length, and nothing for a line of no vertices', () => {
    expect(
      pointAlong([
        [
          [5, 5],
          [5, 5],
        ],
      ]),
    ).toEqual([5, 5]);
    expect(pointAlong([])).toBeNull();
    expect(pointAlong([[]])).toBeNull();
  });
});
