import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding package.json, found by walking up from `start`. The server runs both from
 * `server/` (tsx) and from `build/server/server/` (compiled), so no fixed `../..` would do.
 * The build must therefore never copy package.json next to the compiled files.
 */
export function findPackageRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
}

/** The version of package.json, read at run time for the same reason. */
export function readPackageVersion(root: string = findPackageRoot()): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}
