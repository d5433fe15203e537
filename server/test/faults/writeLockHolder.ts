import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * Another process holding the SQLite file's write lock, as the importer or a backup tool does:
 * a real `BEGIN IMMEDIATE` in a child process (holdWriteLock.ts), with one row written and not
 * yet committed.
 */
export interface WriteLockHolder {
  /** Commits the other process's row and lets go of the lock. */
  commit(): Promise<void>;
  /** Lets go of the lock (the row is rolled back), if it is still held. */
  release(): Promise<void>;
}

export async function holdWriteLock(file: string): Promise<WriteLockHolder> {
  const child = fork(join(__dirname, 'holdWriteLock.ts'), [file], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await answer(child, 'locked');
  let done = false;
  const finish = async (command: 'commit' | 'rollback') => {
    if (done) return;
    done = true;
    child.send(command);
    await answer(child, 'released');
    child.disconnect();
  };
  return { commit: () => finish('commit'), release: () => finish('rollback') };
}

function answer(child: ChildProcess, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== expected) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve();
    };
    const onExit = (code: number | null) =>
      reject(new Error(`The lock holder exited (${code}) before '${expected}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
