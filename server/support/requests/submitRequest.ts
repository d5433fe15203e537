import { readFile } from 'node:fs/promises';
import type { ContactReceipt } from '../../../contracts/support';
import { ActionLogError } from '../../../contracts/actionLogFile';
import { ACTION_LOG_MAX_ACTIONS } from '../../../contracts/actionLogFormat';
import type {
  StoredActionLog,
  SupportRequestsRepository,
} from '../../repositories/support/supportRequestsRepository';
import type { ActionLogStore } from './actionLogStore';
import { checkActionLog } from './checkActionLog';
import { checkContactFields } from './checkContactFields';
import { ContactProblem } from './contactProblem';
import type { ReceivedContact } from './receiveContact';
import { newReference } from './reference';

export interface SubmitRequestOptions {
  received: ReceivedContact;
  requests: SupportRequestsRepository;
  logs: ActionLogStore;
  username: string | null;
  now: Date;
}

/**
 * Stores a received contact form: the fields checked exactly, the attached log checked and
 * redacted, the log renamed into place as `{reference}.json`, then the row. A refused form or
 * log leaves nothing behind: the caller's temporary file is removed here whatever happens.
 */
export async function submitRequest({
  received,
  requests,
  logs,
  username,
  now,
}: SubmitRequestOptions): Promise<ContactReceipt & { email: string }> {
  const tempPath = received.log?.path;
  let installed: string | undefined;
  try {
    const fields = checkContactFields(received.fields);
    const reference = newReference();
    let actionLog: StoredActionLog | null = null;
    if (tempPath) {
      const checked = checkedLog(await readFile(tempPath, 'utf8'));
      if (checked.redacted) await logs.rewrite(tempPath, checked.text);
      const file = await logs.install(tempPath, reference);
      installed = logs.path(file);
      actionLog = {
        file,
        bytes: Buffer.byteLength(checked.text),
        actions: checked.meta.actions,
        recordedFrom: checked.meta.recordedFrom,
        recordedTo: checked.meta.recordedTo,
        appVersion: checked.meta.appVersion,
      };
    }
    await requests.create({ reference, fields, username, actionLog, now });
    installed = undefined;
    return {
      reference,
      createdAt: now.toISOString(),
      actionLogAttached: actionLog !== null,
      email: fields.email,
    };
  } finally {
    if (tempPath) await logs.discard(tempPath);
    // The row was not stored: its log must not stay either.
    if (installed) await logs.discard(installed);
  }
}

function checkedLog(text: string) {
  try {
    return checkActionLog(text);
  } catch (error) {
    // Reading and redacting recurse into the log: nesting deeper than the stack is refused.
    const refusal =
      error instanceof ActionLogError
        ? { reason: error.problem, message: error.message }
        : error instanceof RangeError
          ? {
              reason: 'too-deep' as const,
              message: 'The action log is nested too deeply to be read',
            }
          : undefined;
    if (refusal === undefined) throw error;
    throw new ContactProblem(400, 'invalid-action-log', refusal.message, {
      field: 'body/actionLog',
      reason: refusal.reason,
      ...(refusal.reason === 'too-many-actions' ? { limit: ACTION_LOG_MAX_ACTIONS } : {}),
    });
  }
}
