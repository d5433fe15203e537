import { useTranslation } from 'react-i18next';

/**
 * How the glossary writes numbers and times in the interface language: counts ("4,321"),
 * days ("Mar 3, 2026"), moments ("Mar 3, 2026, 2:05 PM") and a field's values as the preview
 * and the dictionary show them (dates held as epoch milliseconds by FeatureServers).
 */
export function useDataFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const numbers = new Intl.NumberFormat(language);
  const days = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const moments = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const count = (value: number) => numbers.format(value);
  const day = (value: string | number) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : days.format(date);
  };
  const moment = (value: string | number) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : moments.format(date);
  };

  /** A value of a field of `type` (`date`, `integer`, `double`, `string`, `oid`…). */
  const value = (raw: unknown, type: string): string => {
    if (raw === null || raw === undefined || raw === '') return '';
    if (type === 'date' && (typeof raw === 'number' || typeof raw === 'string')) return day(raw);
    // Integers are often codes and years (district 6, fiscal year 2027): written as they are.
    if (typeof raw === 'number' && type === 'double') return numbers.format(raw);
    return String(raw);
  };

  return { count, day, moment, value, language };
}
