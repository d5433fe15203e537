import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { TILE_SIZE } from './tileMath';

/**
 * A tile's SVG as an indexed-colour PNG (flat fills and lines need no more than 256 colours,
 * and no dithering: it speckles pale fills). resvg and sharp both work on libuv's thread
 * pool, so the event loop stays free while a tile is drawn.
 */
export async function renderTile(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    // Labels are glyph outlines (tileLabels.ts): no font is loaded.
    font: { loadSystemFonts: false },
  });
  return sharp(Buffer.from(image.pixels), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ palette: true, quality: 95, effort: 1, dither: 0, compressionLevel: 9 })
    .toBuffer();
}

/** A tile of one colour: what a tile with nothing on it answers, made once per style. */
export function plainTile(colour: string): Promise<Buffer> {
  return sharp({
    create: { width: TILE_SIZE, height: TILE_SIZE, channels: 3, background: colour },
  })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}
