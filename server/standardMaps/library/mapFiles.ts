import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const MAP_ID = /^[a-z0-9-]{1,40}$/;
const EDITION_ID = /^[A-Za-z0-9]{16}$/;
const TEMP = '.tmp';

export type ImageName = 'thumbnail' | 'preview';

/** What a folder being written holds: the PDFs by position, the two images. */
export const pdfName = (position: number) => `${position}.pdf`;
export const imageName = (image: ImageName) => `${image}.png`;

function check(mapId: string, editionId?: string): void {
  // Ids come from the database or validated routes; a path made of anything else is a bug.
  if (!MAP_ID.test(mapId) || (editionId !== undefined && !EDITION_ID.test(editionId)))
    throw new Error(`Not a standard map path: ${mapId}/${editionId ?? ''}`);
}

/** Writes `data` and flushes it to the disk before the file is renamed into place. */
export async function writeDurably(path: string, data: Uint8Array): Promise<string> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The files of the standard-map library under `DATA_DIR/standard-maps`: one folder per
 * edition, `{map}/{edition}/` with `0.pdf` (`1.pdf` …), `thumbnail.png` and `preview.png`.
 * An edition's folder is written under `.tmp` and renamed into place before the database row
 * naming it is committed, so a crash leaves at most a folder no row names, which `sweep`
 * removes.
 */
export class MapFiles {
  constructor(readonly root: string) {}

  /** A new empty folder to write an edition in. */
  async newTempDir(): Promise<string> {
    await mkdir(join(this.root, TEMP), { recursive: true });
    return mkdtemp(join(this.root, TEMP, 'edition-'));
  }

  editionDir(mapId: string, editionId: string): string {
    check(mapId, editionId);
    return join(this.root, mapId, editionId);
  }

  pdfPath(mapId: string, editionId: string, position: number): string {
    return join(this.editionDir(mapId, editionId), pdfName(position));
  }

  imagePath(mapId: string, editionId: string, image: ImageName): string {
    return join(this.editionDir(mapId, editionId), imageName(image));
  }

  /** Moves a written folder into its place (one rename: all of it or none). */
  async install(tempDir: string, mapId: string, editionId: string): Promise<void> {
    check(mapId, editionId);
    await mkdir(join(this.root, mapId), { recursive: true });
    await rename(tempDir, this.editionDir(mapId, editionId));
  }

  async discard(dir: string): Promise<void> {
    await rm(dir, { recursive: true, force: true });
  }

  /** Removes editions' folders, and the map's folder once empty. */
  async remove(mapId: string, editionIds: string[]): Promise<void> {
    for (const editionId of editionIds) await this.discard(this.editionDir(mapId, editionId));
    await rmdir(join(this.root, mapId)).catch(() => undefined);
  }

  /**
   * Removes what no database row names: folders left under `.tmp` and edition folders whose
   * row was never committed (or was deleted before its files). Only what is older than
   * `graceMs` goes, so an edition another process is writing right now is left alone.
   */
  async sweep(known: Set<string>, graceMs: number, now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    const old = async (path: string) => now - (await stat(path)).mtimeMs >= graceMs;
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const dir = join(this.root, entry.name);
      const children = await readdir(dir, { withFileTypes: true });
      for (const child of children) {
        const path = join(dir, child.name);
        const orphan = entry.name === TEMP || !known.has(`${entry.name}/${child.name}`);
        if (orphan && (await old(path))) {
          await this.discard(path);
          removed.push(`${entry.name}/${child.name}`);
        }
      }
      if (entry.name !== TEMP) await rmdir(dir).catch(() => undefined);
    }
    return removed;
  }
}
