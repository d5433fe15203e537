import type { Page } from '@playwright/test';

/**
 * Reads `read` every `interval` ms until two reads in a row are alike (`same`), or `reads` have
 * been made: the last read. For what the page draws in steps (cards when idle, a map fading in).
 */
export async function steadyRead<T>(
  page: Page,
  read: () => Promise<T>,
  { same, interval, reads }: { same: (a: T, b: T) => boolean; interval: number; reads: number },
): Promise<T> {
  let last = await read();
  for (let made = 1; made < reads; made++) {
    await page.waitForTimeout(interval);
    const next = await read();
    if (same(next, last)) return next;
    last = next;
  }
  return last;
}
