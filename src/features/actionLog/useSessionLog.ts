import { useMemo } from 'react';
import type { ActionLogFile } from '../../../contracts/actionLogFormat';
import { useAppSelector, useServices } from '../../app/hooks';
import { selectConfig } from '../shell/appSlice';

export interface SessionLog {
  /** The session's action log now: the last 10,000 actions, redacted, up to the current state. */
  build(): ActionLogFile;
  /** Saves it as `tims-session-{YYYYMMDD-HHmmss}.json`. */
  download(): void;
  /** How many actions it holds and since when (ISO instant; null before the first). */
  summary(): { actions: number; since: string | null };
}

/**
 * This browser session's action log, for the screens that offer it (the user menu, the support
 * page, the contact form). The log is built when asked for, not when rendered.
 */
export function useSessionLog(): SessionLog {
  const { actionLog } = useServices();
  // The version of the app that recorded it: the server's /config (it is there once started).
  const appVersion = useAppSelector((state) => selectConfig(state)?.version ?? 'unknown');
  return useMemo(() => {
    const build = () => actionLog.build(appVersion);
    return {
      build,
      download: () => void actionLog.download(build()),
      summary: () => {
        const { actions, since } = actionLog.summary();
        return { actions, since: since === null ? null : new Date(since).toISOString() };
      },
    };
  }, [actionLog, appVersion]);
}
