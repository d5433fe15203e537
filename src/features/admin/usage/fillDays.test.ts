import { busiestDay, fillDays } from './fillDays';

describe('views per day', () => {
  it('lists every day of the range in order, days without views as zero', () => {
    expect(
      fillDays({ from: '2026-02-27', to: '2026-03-02' }, [
        { day: '2026-03-01', views: 4 },
        { day: '2026-02-27', views: 2 },
      ]),
    ).toEqual([
      { day: '2026-02-27', views: 2 },
      { day: '2026-02-28', views: 0 },
      { day: '2026-03-01', views: 4 },
      { day: '2026-03-02', views: 0 },
    ]);
  });

  it('leaves out days outside the range and adds up a day given twice', () => {
    expect(
      fillDays({ from: '2026-03-01', to: '2026-03-01' }, [
        { day: '2026-02-28', views: 9 },
        { day: '2026-03-01', views: 1 },
        { day: '2026-03-01', views: 2 },
      ]),
    ).toEqual([{ day: '2026-03-01', views: 3 }]);
  });

  it('names the busiest day, the earliest of equals, and none when nothing was viewed', () => {
    const days = [
      { day: '2026-03-01', views: 1 },
      { day: '2026-03-02', views: 5 },
      { day: '2026-03-03', views: 5 },
    ];
    expect(busiestDay(days)).toEqual({ day: '2026-03-02', views: 5 });
    expect(busiestDay([{ day: '2026-03-01', views: 0 }])).toBeUndefined();
    expect(busiestDay([])).toBeUndefined();
  });
});
