import { randomBytes } from 'node:crypto';
import { link, mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** `20260114T103000123Z`: sorts by time, and is a file name everywhere. */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, '');
}

/**
 * Where mails go without an SMTP server: `DATA_DIR/outbox/{time}-{reference}.eml`, the RFC 822
 * message as a mail client opens it. Written to a temporary name, flushed, then linked into
 * place, so a reader never sees half a message and two messages never overwrite each other.
 */
export class Outbox {
  constructor(readonly dir: string) {}

  async write(reference: string, message: Buffer, now = new Date()): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const temp = join(this.dir, `.${randomBytes(8).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(message);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      for (let n = 1; ; n += 1) {
        const name = `${stamp(now)}-${reference}${n > 1 ? `-${n}` : ''}.eml`;
        try {
          // A hard link fails when the name is taken, where a rename would replace the file.
          await link(temp, join(this.dir, name));
          return name;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
        }
      }
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }
}
