import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ActionLogFileSchema, LiftedLogSchema } from '../../../contracts/actionLog';
import {
  ActionLogError,
  parseActionLog,
  type ActionLogProblem,
} from '../../../contracts/actionLogFile';
import type { ActionLogMeta } from '../../../contracts/actionLogFormat';
import { redactSecrets } from '../../../contracts/redactSecrets';
import { registerSupportFormats } from './formats';

registerSupportFormats();

export interface CheckedActionLog {
  /** What to store: the file as sent, or redacted when it held something secret-like. */
  text: string;
  redacted: boolean;
  meta: ActionLogMeta;
}

function check(schema: TSchema, value: unknown, problem: ActionLogProblem, what: string): void {
  const error = Value.Errors(schema, value).First();
  if (error) {
    throw new ActionLogError(problem, `${what}${error.path || '/'}: ${error.message}`);
  }
}

/** The same value after `redactSecrets`, and whether that changed anything. */
function redacted<T>(value: T): { value: T; changed: boolean } {
  const clean = redactSecrets(value);
  return { value: clean, changed: JSON.stringify(clean) !== JSON.stringify(value) };
}

/**
 * An attached action log checked as the replay will read it — `parseActionLog` (the browser's
 * and `npm run replay`'s reader) and the schemas of `contracts/actionLog.ts` — then passed
 * through `redactSecrets` once more: a log from a client that did not redact (or an older one)
 * is stored without the secrets. Throws `ActionLogError` saying what is wrong.
 */
export function checkActionLog(text: string): CheckedActionLog {
  parseActionLog(text);
  const file = JSON.parse(text) as {
    payload: string;
    preloadedState?: string;
    tims: ActionLogMeta;
  };
  check(ActionLogFileSchema, file, 'not-an-action-log', 'The action log');
  const lifted: unknown = JSON.parse(file.payload);
  check(LiftedLogSchema, lifted, 'bad-payload', '"payload"');

  const payload = redacted(lifted);
  const tims = redacted(file.tims);
  const preloaded =
    file.preloadedState === undefined ? undefined : redactedText(file.preloadedState);
  if (!payload.changed && !tims.changed && !preloaded?.changed) {
    return { text, redacted: false, meta: file.tims };
  }
  const clean = JSON.stringify({
    payload: JSON.stringify(payload.value),
    ...(preloaded ? { preloadedState: preloaded.value } : {}),
    tims: tims.value,
  });
  // What is stored must still be a log the replay reads.
  parseActionLog(clean);
  return { text: clean, redacted: true, meta: tims.value };
}

/** A JSON text (Redux DevTools' `preloadedState`) redacted as the value it holds. */
function redactedText(text: string): { value: string; changed: boolean } {
  try {
    const value = redacted(JSON.parse(text) as unknown);
    return { value: value.changed ? JSON.stringify(value.value) : text, changed: value.changed };
  } catch {
    return redacted(text);
  }
}
