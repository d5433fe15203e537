import type { AppError } from './appError';

/**
 * The errors of spec §8: a stable code and its message. Screens translate by code
 * (`auth.errors.<code>`); the message is the English original, kept for logs and DevTools.
 */
export const ERROR_MESSAGES = {
  'portal:not-authenticated': 'Unable to authenticate user. Portal.user is missing',
  'portal:invalid-auth-mode': 'Current authMode is not allowed',
  'portal:other-organisation':
    "The account '{user}' belongs to another organisation than the portal's",
  'portal:service-not-found': 'Helper service not found: {name}',
  'internal:not-yet-implemented': 'Not yet implemented: {name}',
  'identity-manager:user-aborted': 'ABORTED',
  'identity-manager:not-authorized':
    "You are currently signed in as: '{user}'. You do not have access to this resource: {url}",
  'identity-manager:unknown-resource': 'Unknown resource - could not find token service endpoint.',
  'identity-manager:authentication-failed': 'Unable to generate token',
  'identity-manager:not-authenticated': 'Your sign-in has expired or was revoked',
} as const;

export type KnownErrorCode = keyof typeof ERROR_MESSAGES;

/** The catalogue's error for `code`, its `{placeholders}` filled from `values`. */
export function knownError(code: KnownErrorCode, values: Record<string, string> = {}): AppError {
  const message = ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return { code, message };
}
