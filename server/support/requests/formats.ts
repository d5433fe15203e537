import { FormatRegistry } from '@sinclair/typebox';

/**
 * The string formats of the support contracts, for TypeBox's `Value` (Fastify's Ajv has its
 * own): `email` as ajv-formats' full mode writes it (no spaces, quotes or line breaks, so an
 * address can never add a mail header), `date-time` as RFC 3339 with a time zone.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

export function registerSupportFormats(): void {
  if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));
  if (!FormatRegistry.Has('date-time')) {
    FormatRegistry.Set('date-time', (value) => {
      const match = DATE_TIME.exec(value);
      if (!match) return false;
      const [, year, month, day, hour, minute, second] = match.map(Number);
      const date = new Date(Date.UTC(year!, month! - 1, day!));
      return (
        date.getUTCMonth() === month! - 1 &&
        date.getUTCDate() === day &&
        hour! < 24 &&
        minute! < 60 &&
        second! < 61
      );
    });
  }
}
