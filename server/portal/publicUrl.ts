import { PUBLIC_URL_MARK } from './constants';

/**
 * Seeded URLs are stored as `{PUBLIC_URL}/tims/…` and expanded when served, so a DATA_DIR
 * seeded under one PUBLIC_URL (say a dev port) keeps working under another.
 */
export function expandPublicUrl(text: string, publicUrl: string): string {
  return text.split(PUBLIC_URL_MARK).join(publicUrl);
}
