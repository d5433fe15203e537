/** Longest search the API takes (contracts/support.ts `ArticleSearchQuery.q`). */
export const SEARCH_MAX = 200;

/**
 * The words of `/support/search?q=` as the API takes them: control characters made spaces,
 * spaces collapsed, at most 200 characters; empty when there is nothing to search for.
 */
export function searchWordsOf(q: string | null): string {
  return (
    (q ?? '')
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, SEARCH_MAX)
      .trim()
  );
}
