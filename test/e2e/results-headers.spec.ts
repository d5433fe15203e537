import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../src/app/i18n/languages';

/**
 * Languages whose words are not separated by spaces, or whose line breaking may fall between any
 * two syllables (CJK, Thai, Korean): a break inside a run of their letters is how they wrap.
 */
const BREAK_ANYWHERE = new Set(['ja', 'ko', 'th', 'zh-CN', 'zh-HK', 'zh-TW']);

/**
 * The words of the results grid's column headers that a line break cuts other than at a soft
 * hyphen (U+00AD, which the translations put where a long word may be divided). The letters of
 * a word on two lines have rectangles at two heights; the letter before the first of the second
 * line must be the soft hyphen.
 */
function wordsBrokenBadly(): string[] {
  const broken: string[] = [];
  for (const cell of document.querySelectorAll('[role="columnheader"]')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const topOf = (index: number) => {
        const range = document.createRange();
        range.setStart(node!, index);
        range.setEnd(node!, index + 1);
        // A letter that starts a line also gets a rectangle at the end of the line before.
        const rects = range.getClientRects();
        return Math.round(rects[rects.length - 1]?.top ?? 0);
      };
      for (const word of text.matchAll(/\S+/g)) {
        for (let index = word.index + 1; index < word.index + word[0].length; index += 1) {
          if (text[index] === '\u00ad' || text[index - 1] === '\u00ad') continue;
          if (topOf(index) > topOf(index - 1)) {
            broken.push(word[0].replaceAll('\u00ad', '-'));
            break;
          }
        }
      }
    }
  }
  return broken;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the results grid at 1280 px: no column header word is cut except at a soft hyphen, in any language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const findings: string[] = [];
  for (const language of LANGUAGES.filter((code) => !BREAK_ANYWHERE.has(code))) {
    await page.goto(`projects?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const broken = await page.evaluate(wordsBrokenBadly);
    if (broken.length > 0) findings.push(`${language}: ${broken.join(', ')}`);
  }
  expect(findings).toEqual([]);
});
