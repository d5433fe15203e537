import type { ActionLogFile } from '../../../contracts/actionLogFormat';
import { serializeActionLog } from './serializeActionLog';

const two = (value: number) => String(value).padStart(2, '0');

/** `tims-session-20260314-093005.json`: the local date and time it was saved. */
export function sessionLogFilename(at: Date): string {
  const date = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `tims-session-${date}-${time}.json`;
}

/** Saves the log as a JSON file through a link to a Blob, as the browser's downloads do. */
export function downloadActionLog(file: ActionLogFile, at: Date = new Date()): string {
  const filename = sessionLogFilename(at);
  const url = URL.createObjectURL(
    new Blob([serializeActionLog(file)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the time to start reading it before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return filename;
}
