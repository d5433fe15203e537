import { useCallback, useEffect, useRef, useState } from 'react';
import { openActionLog, type OpenedLog, type OpenProblem } from './openActionLog';

/** Where the log came from: a file the administrator opened, or a support request's attachment. */
export type LogSource = { kind: 'file'; name: string } | { kind: 'request'; reference: string };

export type ReplayState =
  | { status: 'idle' }
  | { status: 'opening'; source: LogSource }
  | { status: 'failed'; source: LogSource; problem: OpenProblem }
  /** `id` tells one opened log from the next (the monitors start afresh for each). */
  | { status: 'opened'; source: LogSource; log: OpenedLog; id: number };

/**
 * A file this large is not a TIMS log (10,000 actions take a few megabytes); refused before the
 * browser reads it whole.
 */
export const MAX_LOG_FILE_BYTES = 100 * 1024 * 1024;

/** A file's text, through FileReader (every browser has it; jsdom's File has no `text()`). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * The log being replayed. Opening another replaces it; a log still being read or replayed when
 * another is opened (or the screen is left) is forgotten.
 */
export function useReplay() {
  const [replay, setReplay] = useState<ReplayState>({ status: 'idle' });
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const openText = useCallback((text: string, source: LogSource) => {
    const ticket = ++latest.current;
    setReplay({ status: 'opening', source });
    // Replaying thousands of actions takes a moment: "Replaying…" is painted first.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (ticket !== latest.current) return;
        const result = openActionLog(text);
        setReplay(
          result.ok
            ? { status: 'opened', source, log: result.log, id: ticket }
            : { status: 'failed', source, problem: result.problem },
        );
      }, 0),
    );
  }, []);

  const openFile = useCallback(
    async (file: File) => {
      const source: LogSource = { kind: 'file', name: file.name };
      const ticket = ++latest.current;
      if (file.size > MAX_LOG_FILE_BYTES) {
        const detail = `The file has ${file.size} bytes`;
        setReplay({ status: 'failed', source, problem: { code: 'too-large', detail } });
        return;
      }
      setReplay({ status: 'opening', source });
      let text: string;
      try {
        text = await readText(file);
      } catch (error) {
        if (ticket !== latest.current) return;
        const detail = error instanceof Error ? error.message : String(error);
        setReplay({ status: 'failed', source, problem: { code: 'unreadable', detail } });
        return;
      }
      if (ticket === latest.current) openText(text, source);
    },
    [openText],
  );

  /** Forgets the log shown (another source is about to be opened). */
  const clear = useCallback(() => {
    latest.current += 1;
    setReplay({ status: 'idle' });
  }, []);

  return { replay, openText, openFile, clear };
}
