import { extname } from 'node:path';

/**
 * The pictures of the help articles: `content/support/media/{file}`, written in Markdown as
 * `media/{file}` and served at `GET /tims/api/support/media/{file}`. Names are lower-case words
 * joined by `-`, `_` or `.`, so no name can climb out of the folder or hide as a dot file.
 */
export const MEDIA_FILE_PATTERN = '^[a-z0-9]+(?:[._-][a-z0-9]+)*\\.(?:png|jpg|jpeg|gif|webp)$';
const MEDIA_FILE = new RegExp(MEDIA_FILE_PATTERN);

/** Where the browser finds a picture. */
export const MEDIA_URL = '/tims/api/support/media/';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export function isMediaFile(name: string): boolean {
  return MEDIA_FILE.test(name);
}

export function mediaType(name: string): string {
  const type = TYPES[extname(name)];
  if (!type) throw new Error(`Not a help picture: ${name}`);
  return type;
}
