import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's running animations that end (a dialog fading in, a drawer sliding) to
 * end: axe measures colours as they are drawn, and half-way through a fade the text is paler
 * than it will be. Endless ones (a progress bar's shimmer, a spinner) are not waited for.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
          return animation.playState === 'running' && Number.isFinite(end);
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * WCAG 2.2 A/AA violations on the page once it stopped moving, with Fluent's focus sentinels
 * (Tabster's, hidden on purpose) aside; `seriousOnly` keeps the serious and critical ones.
 */
export async function wcagViolations(page: Page, { seriousOnly = false } = {}) {
  await animationsEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations
    .filter(({ impact }) => !seriousOnly || impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => ({ id, nodes: nodes.map((n) => n.target) }));
}
