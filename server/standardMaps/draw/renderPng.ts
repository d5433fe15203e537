import { Resvg } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import type { Page } from './drawing';
import { renderSvg } from './renderSvg';

export interface Png {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * An indexed-colour PNG (up to 256 colours, not dithered: dithering speckles the pale fills),
 * which keeps a map's flat colours and crisp lines at a fraction of a true-colour PNG's size.
 */
async function palettePng(image: Sharp): Promise<Png> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .png({ palette: true, quality: 90, effort: 1, dither: 0, compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** An RGBA image as sharp takes it. */
export function rawImage(pixels: Buffer, width: number, height: number): Sharp {
  return sharp(pixels, { raw: { width, height, channels: 4 } });
}

/**
 * The preview (`previewWidth` pixels wide) and the thumbnail (`thumbnailWidth`) of an image:
 * the thumbnail is the preview scaled down, so both show the same thing.
 */
export async function previewAndThumbnail(
  image: () => Sharp,
  previewWidth: number,
  thumbnailWidth: number,
): Promise<{ preview: Png; thumbnail: Png }> {
  const [preview, thumbnail] = await Promise.all([
    palettePng(image().resize({ width: previewWidth, withoutEnlargement: true })),
    palettePng(image().resize({ width: thumbnailWidth, kernel: 'lanczos3' })),
  ]);
  return { preview, thumbnail };
}

/** A page of the drawing rasterised by resvg, its text drawn from the PDF's own glyphs. */
export function rasterise(page: Page, width: number): () => Sharp {
  const resvg = new Resvg(renderSvg(page), {
    fitTo: { mode: 'width', value: width },
    background: '#ffffff',
    // The SVG holds no text elements (renderSvg), so no font is needed.
    font: { loadSystemFonts: false },
  });
  const image = resvg.render();
  const pixels = Buffer.from(image.pixels);
  return () => rawImage(pixels, image.width, image.height);
}
