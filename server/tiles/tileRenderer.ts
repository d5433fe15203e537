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
  /**
   * Draws ahead the tiles of the views a map opens with (the state and around it, levels 5–8,
   * one style): the first visitor after a start is then served from the cache, not kept waiting
   * while the process reads the boundaries and draws. One tile at a time; how many were drawn.
   */
  warm(style: TileStyleName): Promise<number>;
  /** For the tests and the README's numbers. */
  stats(): { cached: number; bytes: number; rendered: number };
}

/** The levels a map of the state opens at: the whole state, on a phone or a wide screen. */
const WARM_LEVELS = [5, 6, 7, 8];

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

  const renderer: TileRenderer = {
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
    async warm(style) {
      geography ??= loadTileGeography(stateFips);
      const state = geography.state.parts.map((part) => part.box);
      const [west, north, east, south] = [
        Math.min(...state.map((box) => box[0])),
        Math.min(...state.map((box) => box[1])),
        Math.max(...state.map((box) => box[2])),
        Math.max(...state.map((box) => box[3])),
      ];
      // The state and as much again around it: what a view of the state shows beside it.
      const [padX, padY] = [(east - west) / 2, (south - north) / 2];
      let drawn = 0;
      for (const z of WARM_LEVELS) {
        const count = 2 ** z;
        const tile = (world: number) => Math.min(count - 1, Math.max(0, Math.floor(world * count)));
        for (let x = tile(west - padX); x <= tile(east + padX); x++) {
          for (let y = tile(north - padY); y <= tile(south + padY); y++) {
            await renderer.tile(style, { z, x, y });
            drawn += 1;
          }
        }
      }
      return drawn;
    },
    stats: () => ({ cached: cache.size, bytes: cache.bytes, rendered }),
  };
  return renderer;
}
