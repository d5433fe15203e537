import { join } from 'node:path';
import type { StoredFile } from '../../repositories/standardMaps/standardMapRows';
import { composeMap } from '../draw/composeMap';
import type { MapContext, MapSpec } from '../draw/mapInput';
import { renderPdf } from '../draw/renderPdf';
import { previewAndThumbnail, rasterise } from '../draw/renderPng';
import { imageName, pdfName, writeDurably } from '../library/mapFiles';
import { DRAWN_LAYOUTS } from '../pageSizes';

/** Pixel widths of the images of an edition. */
export const PREVIEW_WIDTH = 1600;
export const THUMBNAIL_WIDTH = 400;

export interface DrawnFiles {
  files: StoredFile[];
  thumbnailBytes: number;
  previewBytes: number;
}

/**
 * Draws one map of the set into `dir`: a PDF per paper size (tabloid first), and the preview
 * and thumbnail rasterised from the tabloid page's drawing.
 */
export async function drawMapFiles(
  spec: MapSpec,
  context: MapContext,
  dir: string,
): Promise<DrawnFiles> {
  const files: StoredFile[] = [];
  let thumbnailBytes = 0;
  let previewBytes = 0;
  for (const [position, layout] of DRAWN_LAYOUTS.entries()) {
    const document = composeMap(spec, context, layout);
    const pdf = await renderPdf(document);
    const sha256 = await writeDurably(join(dir, pdfName(position)), pdf);
    files.push({
      position,
      sizeName: layout.name,
      widthPt: layout.width,
      heightPt: layout.height,
      pages: document.pages.length,
      bytes: pdf.length,
      sha256,
    });
    if (position === 0) {
      const image = rasterise(document.pages[0]!, PREVIEW_WIDTH);
      const { preview, thumbnail } = await previewAndThumbnail(
        image,
        PREVIEW_WIDTH,
        THUMBNAIL_WIDTH,
      );
      await writeDurably(join(dir, imageName('preview')), preview.data);
      await writeDurably(join(dir, imageName('thumbnail')), thumbnail.data);
      [previewBytes, thumbnailBytes] = [preview.data.length, thumbnail.data.length];
    }
  }
  return { files, thumbnailBytes, previewBytes };
}
