import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ActionLogFile } from '../../contracts/actionLogFormat';
import { selectConfig } from '../features/shell/appSlice';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The side-effect services the sagas use, for the few components that must hand them a live
 * object (the map screen registers its map view here for the sagas to reach).
 */
export function useServices(): AppStore['services'] {
  return useStore.withTypes<AppStore>()().services;
}

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
