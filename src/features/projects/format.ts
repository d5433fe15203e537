import { dateTimeFormat, numberFormat } from '../../lib/intlFormats';

/** Display formats of project values, in the interface language. */
export function formatMoney(amount: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatDate(isoDate: string | null, language: string): string {
  if (!isoDate) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

export function formatCount(count: number, language: string): string {
  return numberFormat(language).format(count);
}
