/**
 * Intl's formatters, made once per language and options. Making one costs far more than using
 * it (≈ 0.1–0.5 ms against microseconds: the locale's data is resolved each time), and a page of
 * results formats hundreds of dates, sums and counts; made per value they were a tenth of the
 * search screen's script on a phone.
 */
const MOST = 256;
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    // A bound the app never reaches in use (a few option sets × 41 languages), so a caller that
    // varied its options without end could not grow it without end either.
    if (cache.size >= MOST) cache.clear();
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options?: Intl.NumberFormatOptions) {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  return kept(numbers, key, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions) {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  return kept(dates, key, () => new Intl.DateTimeFormat(language, options));
}
