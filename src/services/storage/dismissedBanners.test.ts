import {
  DISMISSED_BANNERS_KEY,
  readDismissedBanners,
  writeDismissedBanners,
} from './dismissedBanners';

describe('dismissed banners in localStorage', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('keeps the versions dismissed, and removes the key when there are none', () => {
    writeDismissedBanners({ '3': '2026-11-21T08:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(DISMISSED_BANNERS_KEY)!)).toEqual({
      '3': '2026-11-21T08:00:00.000Z',
    });
    expect(readDismissedBanners()).toEqual({ '3': '2026-11-21T08:00:00.000Z' });
    writeDismissedBanners({});
    expect(localStorage.getItem(DISMISSED_BANNERS_KEY)).toBeNull();
  });

  it('reads damaged or foreign values as nothing dismissed', () => {
    expect(readDismissedBanners()).toEqual({});
    localStorage.setItem(DISMISSED_BANNERS_KEY, '{not json');
    expect(readDismissedBanners()).toEqual({});
    localStorage.setItem(DISMISSED_BANNERS_KEY, '["3"]');
    expect(readDismissedBanners()).toEqual({});
    localStorage.setItem(
      DISMISSED_BANNERS_KEY,
      JSON.stringify({ '4': '2026-11-21T08:00:00.000Z', __proto__x: 'a', '5': 7 }),
    );
    expect(readDismissedBanners()).toEqual({ '4': '2026-11-21T08:00:00.000Z' });
  });

  it('carries on when storage refuses to write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => writeDismissedBanners({ '3': 'x' })).not.toThrow();
  });

  it('keeps at most 200 entries, the newest notifications', () => {
    const many = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [String(i + 1), 'v']));
    writeDismissedBanners(many);
    const kept = Object.keys(readDismissedBanners());
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe('51');
  });
});
