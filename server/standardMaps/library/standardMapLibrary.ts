import { randomInt } from 'node:crypto';
import type {
  NewEdition,
  StandardMapsRepository,
} from '../../repositories/standardMaps/standardMapsRepository';
import type { StoredMap } from '../../repositories/standardMaps/standardMapRows';
import type { MapFiles } from './mapFiles';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Sixteen random letters and digits (95 bits): an edition's id and folder name. */
export function newEditionId(): string {
  return Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Twelve random lower-case letters and digits: the id of an uploaded map. */
export function newUploadedMapId(): string {
  const lower = ALPHABET.slice(26);
  return Array.from({ length: 12 }, () => lower[randomInt(lower.length)]).join('');
}

export interface LibraryLog {
  warn(details: object, message: string): void;
}

/**
 * The library's writes, files and rows together: an edition's folder is renamed into place,
 * then its rows are committed (or the folder removed again); files of editions deleted go after
 * the rows that named them.
 */
export class StandardMapLibrary {
  constructor(
    readonly maps: StandardMapsRepository,
    readonly files: MapFiles,
    private readonly log: LibraryLog,
  ) {}

  /** Adds the edition written in `tempDir`; the folder is consumed either way. */
  async addEdition(tempDir: string, edition: Omit<NewEdition, 'id'>): Promise<StoredMap> {
    const id = newEditionId();
    try {
      await this.files.install(tempDir, edition.mapId, id);
    } catch (error) {
      await this.files.discard(tempDir);
      throw error;
    }
    let result: Awaited<ReturnType<StandardMapsRepository['addEdition']>>;
    try {
      result = await this.maps.addEdition({ ...edition, id });
    } catch (error) {
      await this.files.remove(edition.mapId, [id]);
      throw error;
    }
    await this.removeFiles(edition.mapId, result.dropped);
    return result.map;
  }

  async deleteMap(id: string): Promise<boolean> {
    const editions = await this.maps.deleteMap(id);
    if (!editions) return false;
    await this.removeFiles(id, editions);
    return true;
  }

  async deleteEdition(mapId: string, editionId: string) {
    const outcome = await this.maps.deleteEdition(mapId, editionId);
    if (outcome === 'deleted') await this.removeFiles(mapId, [editionId]);
    return outcome;
  }

  /** Removes files no row names (see `MapFiles.sweep`); returns what went. */
  async sweep(graceMs: number): Promise<string[]> {
    return this.files.sweep(await this.maps.editionKeys(), graceMs);
  }

  private async removeFiles(mapId: string, editionIds: string[]): Promise<void> {
    // The rows are gone; a file left behind is an orphan the next sweep removes.
    await this.files.remove(mapId, editionIds).catch((error: unknown) => {
      this.log.warn({ err: error, mapId, editionIds }, 'Standard map files not removed');
    });
  }
}
