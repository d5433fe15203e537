import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { isAppError, type AppError } from '../../../../lib/appError';
import { fetchedLog, useGetAttachedActionLogQuery } from './actionLogApi';
import type { LogSource } from './useReplay';

/** `TIMS-7K3P9QXM`, as `SupportReference` of contracts/support.ts. */
const REFERENCE = /^TIMS-[0-9A-HJKMNP-TV-Z]{8}$/;

export type AttachedLog =
  | { status: 'none' }
  | { status: 'bad-reference'; reference: string }
  | { status: 'loading'; reference: string }
  | { status: 'failed'; reference: string; error: AppError; retry(): void }
  | { status: 'loaded'; reference: string };

/**
 * The action log attached to support request `reference` (`?request=`), fetched with the
 * administrator's token and handed to `onText` once, when it arrives.
 */
export function useAttachedLog(
  reference: string | null,
  onText: (text: string, source: LogSource) => void,
): AttachedLog {
  const valid = reference !== null && REFERENCE.test(reference);
  const query = useGetAttachedActionLogQuery(valid ? reference : skipToken);
  const handle = valid ? query.currentData : undefined;
  // The store holds a handle; the text is kept beside it.
  const text = useMemo(() => (handle === undefined ? undefined : fetchedLog(handle)), [handle]);
  useEffect(() => {
    if (reference !== null && text !== undefined) onText(text, { kind: 'request', reference });
  }, [reference, text, onText]);

  if (reference === null) return { status: 'none' };
  if (!valid) return { status: 'bad-reference', reference };
  if (text !== undefined) return { status: 'loaded', reference };
  if (query.isError && !query.isFetching) {
    const error = isAppError(query.error)
      ? query.error
      : { code: 'unknown', message: String(query.error) };
    return { status: 'failed', reference, error, retry: () => void query.refetch() };
  }
  return { status: 'loading', reference };
}
