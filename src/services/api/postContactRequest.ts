import type { ContactFields, ContactReceipt } from '../../../contracts/support';
import type { AppError } from '../../lib/appError';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { timsApiHeaders } from './authHeaders';

/**
 * A refused support request: the server's `{ code, message }`, the field it names (a 400's
 * `details.field`, `body/email` → `email`) and, for a 429, how long to wait.
 */
export interface ContactProblem extends AppError {
  field?: string;
  retryAfterSeconds?: number;
}

export interface ContactRequest {
  fields: ContactFields;
  /** The session's action log as a JSON file, when the visitor chose to attach it. */
  actionLog?: Blob;
}

export const ACTION_LOG_FILE_NAME = 'tims-action-log.json';

function retryAfterOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000));
}

async function problemOf(response: Response): Promise<ContactProblem> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown; details?: { field?: unknown } };
  } | null;
  const error = body?.error;
  const field =
    typeof error?.details?.field === 'string' ? error.details.field.replace(/^body\//, '') : '';
  const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'));
  return {
    code: typeof error?.code === 'string' ? error.code : `http-${response.status}`,
    message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
    status: response.status,
    ...(field ? { field } : {}),
    ...(error?.details !== undefined ? { details: error.details } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
}

/**
 * Posts the contact form as `multipart/form-data` (the fields first, the log file last). Sent
 * once, never retried: a second copy would be a second request in the inbox.
 */
export async function postContactRequest({ fields, actionLog }: ContactRequest, extra: unknown) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (actionLog) form.append('actionLog', actionLog, ACTION_LOG_FILE_NAME);
  try {
    const response = await fetch(`${apiBaseUrl()}/support/requests`, {
      method: 'POST',
      body: form,
      headers: timsApiHeaders(new Headers({ Accept: 'application/json' }), { extra }),
    });
    if (response.status === 201) return { data: (await response.json()) as ContactReceipt };
    return { error: await problemOf(response) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: { code: 'network', message } satisfies ContactProblem };
  }
}
