import { useTranslation } from 'react-i18next';
import type { PageSize } from '../../../contracts/standardMaps';
import { dateTimeFormat, numberFormat } from '../../lib/intlFormats';

const KB = 1024;
const MB = 1024 * KB;

/** Page sizes whose name says their dimensions; the others (A sizes, ANSI…) are named only. */
const KNOWN_SIZES = new Set([
  'letter',
  'legal',
  'tabloid',
  'ansi-c',
  'ansi-d',
  'ansi-e',
  'arch-c',
  'arch-d',
  'arch-e',
  'a4',
  'a3',
  'a2',
  'a1',
  'a0',
]);

/**
 * How the library writes its numbers, in the interface language: file sizes ("94 KB",
 * "1.2 MB"), page sizes ("Tabloid 11 × 17 in", "A1", or "36 × 24 in" for any other page) and
 * edition dates.
 */
export function useMapFormat() {
  const { t, i18n } = useTranslation('standardMaps');
  const language = i18n.language;
  const number = (value: number, digits: number) =>
    numberFormat(language, { maximumFractionDigits: digits }).format(value);

  const fileSize = (bytes: number) => {
    if (bytes < MB) return t('format.kilobytes', { size: number(Math.max(1, bytes / KB), 0) });
    return t('format.megabytes', { size: number(bytes / MB, bytes < 10 * MB ? 1 : 0) });
  };

  const pageSize = ({ name, widthPt, heightPt }: PageSize) => {
    if (KNOWN_SIZES.has(name)) return t(`pageSizes.${name}`);
    return t('pageSizes.custom', {
      width: number(widthPt / 72, 1),
      height: number(heightPt / 72, 1),
    });
  };

  /** A calendar day (`YYYY-MM-DD`) as the reader writes it, e.g. "Nov 23, 2026". */
  const day = (isoDate: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
    );

  /** A moment, e.g. "Nov 23, 2026, 8:58 PM". */
  const instant = (iso: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return { fileSize, pageSize, day, instant };
}
