import {
  addDays,
  checkRange,
  daysIn,
  isRealDay,
  lastDays,
  rangeFromParams,
  todayUtc,
} from './dayRange';

describe('usage day ranges', () => {
  it('counts UTC days', () => {
    expect(todayUtc(new Date('2026-03-30T23:30:00-05:00'))).toBe('2026-03-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysIn({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysIn({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(lastDays(7, '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });

  it('knows real days from look-alikes', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-3-1')).toBe(false);
    expect(isRealDay('')).toBe(false);
  });

  it('accepts a range the server answers', () => {
    expect(checkRange({ from: '2026-03-01', to: '2026-03-03' })).toEqual({
      ok: true,
      range: { from: '2026-03-01', to: '2026-03-03' },
      days: 3,
    });
    expect(checkRange({ from: '2024-01-01', to: '2024-12-31' }).ok).toBe(true);
    expect(checkRange({ from: '1900-01-01', to: '1900-01-01' }).ok).toBe(true);
    expect(checkRange({ from: '2099-12-31', to: '2099-12-31' }).ok).toBe(true);
  });

  it.each([
    ['an empty field', { from: '', to: '2026-03-01' }, { from: 'required' }],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-01' }, { from: 'invalid' }],
    ['days before 1900', { from: '1899-12-31', to: '1900-01-02' }, { from: 'outOfBounds' }],
    ['days after 2099', { from: '2099-12-01', to: '2100-01-01' }, { to: 'outOfBounds' }],
    ['both fields wrong', { from: 'x', to: '' }, { from: 'invalid', to: 'required' }],
    ['from after to', { from: '2026-03-02', to: '2026-03-01' }, { from: 'order', days: 0 }],
    [
      'more than 366 days',
      { from: '2025-01-01', to: '2026-01-02' },
      { from: 'tooLong', days: 367 },
    ],
  ])('refuses %s', (_case, range, problems) => {
    expect(checkRange(range)).toEqual({ ok: false, ...problems });
  });

  it('reads the range of the address, filling in what is missing as the server does', () => {
    const read = (search: string) => rangeFromParams(new URLSearchParams(search), '2026-03-30');
    expect(read('')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(read('to=2026-01-31')).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(read('from=2026-03-20')).toEqual({ from: '2026-03-20', to: '2026-03-30' });
    expect(read('to=nonsense')).toEqual({ from: '2026-03-01', to: 'nonsense' });
  });
});
