import { useTranslation } from 'react-i18next';

const KB = 1024;
const MB = 1024 * KB;

/**
 * How the inbox writes its numbers and times in the interface language: counts ("1,204"),
 * moments ("Nov 23, 2026, 8:58 PM"), sizes ("94 KB", "1.2 MB") and languages ("English").
 */
export function useSupportFormat() {
  const { t, i18n } = useTranslation('adminSupport');
  const language = i18n.language;
  const numbers = new Intl.NumberFormat(language);
  const moments = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const count = (value: number) => numbers.format(value);
  const moment = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : moments.format(date);
  };
  const size = (bytes: number) => {
    const digits = (value: number, max: number) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: max }).format(value);
    if (bytes < KB) return t('format.bytes', { count: bytes, size: digits(bytes, 0) });
    if (bytes < MB) return t('format.kilobytes', { size: digits(bytes / KB, 0) });
    return t('format.megabytes', { size: digits(bytes / MB, bytes < 10 * MB ? 1 : 0) });
  };
  /** `en-US` → "English (United States)"; a tag the browser cannot name is shown as it is. */
  const languageName = (tag: string) => {
    try {
      return new Intl.DisplayNames([language], { type: 'language' }).of(tag) ?? tag;
    } catch {
      return tag;
    }
  };

  return { count, moment, size, languageName, language };
}
