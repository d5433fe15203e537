import type { Db } from '../../db/createDatabase';
import { directory, type Directory } from './directory';
import { files, type Files } from './files';
import { tokens, type Tokens } from './tokens';

/** Every query of the local portal; routes reach the database only through it. */
export interface PortalStore {
  directory: Directory;
  files: Files;
  tokens: Tokens;
}

export function createPortalStore(db: Db): PortalStore {
  return { directory: directory(db), files: files(db), tokens: tokens(db) };
}
