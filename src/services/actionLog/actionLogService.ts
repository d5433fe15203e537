import { createActionLogRecorder, type ActionLogService } from './actionLogRecorder';
import { downloadActionLog } from './downloadActionLog';

/** The browser's action log: a recorder of the last 10,000 actions and Blob downloads. */
export function createActionLogService(): ActionLogService {
  return { ...createActionLogRecorder(), download: (file) => downloadActionLog(file) };
}
