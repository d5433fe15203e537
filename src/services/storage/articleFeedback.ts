/**
 * The articles this browser has already answered "Was this helpful?" for, in localStorage, so
 * each is asked once per browser: `{ [slug]: true | false }`. Storage may be full, disabled or
 * hold something damaged; then nothing is remembered and the question is simply asked again.
 */
export const ARTICLE_FEEDBACK_KEY = 'tims.articleFeedback';

/** More than the help centre has articles; older answers are dropped first. */
const MAX_ENTRIES = 200;

function readAll(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ARTICLE_FEEDBACK_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/** The answer this browser gave for the article, if any. */
export function feedbackGiven(slug: string): boolean | undefined {
  const answers = readAll();
  return Object.prototype.hasOwnProperty.call(answers, slug) ? answers[slug] : undefined;
}

export function rememberFeedback(slug: string, helpful: boolean): void {
  const answers = readAll();
  delete answers[slug];
  answers[slug] = helpful;
  const kept = Object.entries(answers).slice(-MAX_ENTRIES);
  try {
    localStorage.setItem(ARTICLE_FEEDBACK_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Not remembered: the question shows again next time, which is harmless.
  }
}
