import { createHash } from 'node:crypto';
import { drawTile } from './drawTile';
import { plainTile, renderTile } from './renderTile';
import { TileCache } from './tileCache';
import { loadTileGeography, type TileGeography } from './tileGeography';
import type { TileAddress } from './tileMath';
import { TILE_STYLES, type TileStyleName } from './tileStyles';

export interface Tile {
  png: Buffer;
  /** A strong validator: the digest of the bytes. */
  etag: string;
  bytes: number;
}

export interface TileRenderer {
  tile(style: TileStyleName, address: TileAddress): Promise<Tile>;
  /** For the tests and the README's numbers. */
  stats(): { cached: number; bytes: number; rendered: number };
}

const tileOf = (png: Buffer): Tile => ({
  png,
  etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`,
  bytes: png.length,
});

/**
 * The tiles of the state's basemap styles: drawn on demand, kept in a bounded LRU, and the
 * same tile asked for twice at once is drawn once. A tile with nothing on it is the style's
 * plain background, made once.
 */
export function createTileRenderer(stateFips: string, maxBytes = 32 * 1024 * 1024): TileRenderer {
  let geography: TileGeography | undefined;
  const cache = new TileCache<Tile>(maxBytes);
  const drawing = new Map<string, Promise<Tile>>();
  const plain = new Map<TileStyleName, Promise<Tile>>();
  let rendered = 0;

  const plainOf = (style: TileStyleName) => {
    let tile = plain.get(style);
    if (!tile) {
      tile = plainTile(TILE_STYLES[style].background).then(tileOf);
      plain.set(style, tile);
    }
    return tile;
  };

  async function draw(style: TileStyleName, address: TileAddress): Promise<Tile> {
    geography ??= loadTileGeography(stateFips);
    const svg = drawTile(geography, address, TILE_STYLES[style]);
    if (svg === null) return plainOf(style);
    rendered += 1;
    return tileOf(await renderTile(svg));
  }

  return {
    async tile(style, address) {
      const key = `${style}/${address.z}/${address.x}/${address.y}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(style, address).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const tile = await pending;
      cache.set(key, tile);
      return tile;
    },
    stats: () => ({ cached: cache.size, bytes: cache.bytes, rendered }),
  };
}
