import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const TEMP = '.tmp';
/** `TIMS-7K3P9QXM.json`: the only names a stored log may have. */
const LOG_FILE = /^TIMS-[0-9A-HJKMNP-TV-Z]{8}\.json$/;

/**
 * The attached action logs under `DATA_DIR/support/logs`: `{reference}.json`. A log is received
 * under `.tmp/`, checked there, and renamed into place before the row naming it is committed,
 * so a crash leaves at most a file no row names, which `sweep` removes.
 */
export class ActionLogStore {
  constructor(readonly root: string) {}

  /** A new path under `.tmp` to receive a log in. */
  async tempPath(): Promise<string> {
    await mkdir(join(this.root, TEMP), { recursive: true });
    return join(this.root, TEMP, `log-${randomBytes(8).toString('hex')}.json`);
  }

  fileName(reference: string): string {
    const name = `${reference}.json`;
    // References come from `newReference` or the database; anything else is a bug.
    if (!LOG_FILE.test(name)) throw new Error(`Not a support request reference: ${reference}`);
    return name;
  }

  path(file: string): string {
    if (!LOG_FILE.test(file)) throw new Error(`Not an action log file: ${file}`);
    return join(this.root, file);
  }

  /** Replaces a received file's content (with the redacted log), flushed to the disk. */
  async rewrite(tempPath: string, text: string): Promise<void> {
    const handle = await open(tempPath, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Moves a received log into place as `{reference}.json`; returns that name. */
  async install(tempPath: string, reference: string): Promise<string> {
    const file = this.fileName(reference);
    const handle = await open(tempPath, 'r+');
    await handle.sync().finally(() => handle.close());
    await rename(tempPath, this.path(file));
    return file;
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /**
   * Removes what no row names: received files left under `.tmp` and logs whose row was never
   * committed. Only files older than `graceMs` go: another process may be writing one now.
   */
  async sweep(known: Set<string>, graceMs: number, now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    const old = async (path: string) =>
      now - (await stat(path).catch(() => ({ mtimeMs: now }))).mtimeMs >= graceMs;
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name === TEMP) {
        for (const name of await readdir(join(this.root, TEMP)).catch(() => [])) {
          const path = join(this.root, TEMP, name);
          if (await old(path)) {
            await this.discard(path);
            removed.push(`${TEMP}/${name}`);
          }
        }
      } else if (entry.isFile() && !known.has(entry.name)) {
        const path = join(this.root, entry.name);
        if (await old(path)) {
          await this.discard(path);
          removed.push(entry.name);
        }
      }
    }
    return removed;
  }
}
