const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'dame',
  'rev',
  'hon',
]);
const SUFFIXES = new Set([
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'v',
  'phd',
  'md',
  'pe',
  'esq',
  'mba',
  'dds',
  'cpa',
  'pls',
  'aicp',
]);

const bare = (word: string) => word.toLowerCase().replace(/[.,]/g, '');

/**
 * Up to two initials of a full name for the avatar (spec §2): titles and suffixes removed,
 * first and last remaining words. "Dr. Sam Rivera, P.E." → "SR".
 */
export function initialsOf(fullName: string): string {
  const words = fullName
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((word) => !TITLES.has(bare(word)) && !SUFFIXES.has(bare(word)));
  if (words.length === 0) return '';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}
