/**
 * The notification banners this browser closed, in localStorage so they stay closed across
 * visits: `{ [notification id]: updatedAt of the version closed }`. Storage may be full,
 * disabled (private browsing) or hold something damaged; then nothing is remembered and the
 * banners simply show again.
 */
export const DISMISSED_BANNERS_KEY = 'tims.dismissedNotifications';

/** Enough for every notification an office keeps active; older entries are dropped first. */
const MAX_ENTRIES = 200;

export type DismissedBannerVersions = Record<string, string>;

export function readDismissedBanners(): DismissedBannerVersions {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_BANNERS_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] =>
          /^\d+$/.test(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function writeDismissedBanners(dismissed: DismissedBannerVersions): void {
  const entries = Object.entries(dismissed).slice(-MAX_ENTRIES);
  try {
    if (entries.length === 0) localStorage.removeItem(DISMISSED_BANNERS_KEY);
    else localStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled: the banners show again next time, which is harmless.
  }
}
