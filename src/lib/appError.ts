/**
 * The one serializable error shape of the store and of actions (STYLE.md §3):
 * a known `code` (mapped to a translated message when shown) and the original message.
 */
export interface AppError {
  code: string;
  message: string;
  status?: number;
  /** The answer's `error.details` as sent (e.g. a refused field, contracts/fieldRefusal.ts). */
  details?: unknown;
}

export function toAppError(error: unknown, fallbackCode = 'unknown'): AppError {
  if (isAppError(error)) return { code: error.code, message: error.message, status: error.status };
  if (error instanceof Error) return { code: fallbackCode, message: error.message };
  return { code: fallbackCode, message: typeof error === 'string' ? error : 'Unknown error' };
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).code === 'string' &&
    typeof (value as AppError).message === 'string'
  );
}
