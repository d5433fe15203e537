import { BASE_PATH } from './basePath';

/**
 * The absolute URL of an app path: page origin + base path + path (spec §9).
 * Throws when `path` does not start with `/` (spec §5, §8).
 */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  if (!path.startsWith('/')) throw new Error(`Path must start with /: "${path}"`);
  return `${origin}${BASE_PATH}${path}`;
}

/** The API base: the current site origin plus /tims/api (spec §1). */
export function apiBaseUrl(origin: string = window.location.origin): string {
  return absoluteUrl('/api', origin);
}
