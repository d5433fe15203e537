import { useMemo } from 'react';
import { ACTION_LOG_MAX_BYTES } from '../../../../contracts/actionLogFormat';
import { replayReducer } from '../../../app/replayReducer';
import {
  serializeActionLog,
  trimActionLog,
  utf8Length,
  type LogReducer,
} from '../../../services/actionLog/serializeActionLog';
import { useSessionLog } from '../../../app/hooks';

export interface ActionLogAttachment {
  /** How many actions the log holds now and since when (ISO instant, null before the first). */
  summary(): { actions: number; since: string | null };
  /**
   * The session's log as a JSON file of at most `ACTION_LOG_MAX_BYTES` (its oldest actions
   * dropped when it is larger), or null when even its states alone are larger.
   */
  file(): Blob | null;
}

/** The session's action log as the contact form attaches it. */
export function useActionLogAttachment(): ActionLogAttachment {
  const sessionLog = useSessionLog();
  return useMemo(
    () => ({
      summary: () => sessionLog.summary(),
      file: () => {
        const log = sessionLog.build();
        let text = serializeActionLog(log);
        if (utf8Length(text) > ACTION_LOG_MAX_BYTES) {
          const trimmed = trimActionLog(log, ACTION_LOG_MAX_BYTES, replayReducer as LogReducer);
          text = serializeActionLog(trimmed);
          if (utf8Length(text) > ACTION_LOG_MAX_BYTES) return null;
        }
        return new Blob([text], { type: 'application/json' });
      },
    }),
    [sessionLog],
  );
}
