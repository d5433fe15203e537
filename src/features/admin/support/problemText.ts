import type { TFunction } from 'i18next';
import { isAppError, type AppError } from '../../../lib/appError';

/**
 * What went wrong with a write, in the interface language: the server's refusal said by
 * `errorText` (`useErrorText`: its message in English, its code translated otherwise) for a
 * refusal it explains (a 400, a 502 `mail-failed`), a sentence of ours for the rest.
 */
export function problemText(
  t: TFunction<'adminSupport'>,
  error: unknown,
  errorText: (error: AppError) => string,
): string {
  if (!isAppError(error)) return t('problems.unknown');
  if (error.code === 'network' || error.code === 'timeout') return t('problems.unreachable');
  if (error.status === 401 || error.status === 403) return t('problems.forbidden');
  if (error.status === 404) return t('problems.gone');
  if (error.code === 'mail-failed') return t('problems.mailFailed', { message: errorText(error) });
  return t('problems.refused', { message: errorText(error) });
}
