import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { DetectedKind, FieldRefusalReason } from '../../../contracts/fieldRefusal';
import { previewAndThumbnail, rawImage } from '../draw/renderPng';
import { imageName, writeDurably } from '../library/mapFiles';

export interface InspectRequest {
  pdf: string;
  /** Where the preview and thumbnail of page 1 go. */
  dir: string;
  previewWidth: number;
  thumbnailWidth: number;
}

export type Inspection =
  | {
      ok: true;
      pages: number;
      widthPt: number;
      heightPt: number;
      title: string | null;
      previewBytes: number;
      thumbnailBytes: number;
    }
  | Refusal;

/** Why the file is refused: the English sentence, and the same as data for the app to say. */
interface Refusal {
  ok: false;
  problem: string;
  reason: FieldRefusalReason;
  detected?: DetectedKind;
}

const refused = (reason: FieldRefusalReason, problem: string): Refusal => ({
  ok: false,
  problem,
  reason,
});

/** What a file that is not a PDF is, by its first bytes, for a message that helps. */
const MAGIC: [string[], DetectedKind, string][] = [
  [['\x89PNG'], 'png', 'a PNG image'],
  [['\xff\xd8\xff'], 'jpeg', 'a JPEG image'],
  [['GIF8'], 'gif', 'a GIF image'],
  [['PK\x03\x04'], 'zip', 'a ZIP archive (a Word or Excel file?)'],
  [['II*\x00', 'MM\x00*'], 'tiff', 'a TIFF image'],
  [['<svg', '<?xml'], 'xml', 'an SVG or XML file'],
];

/**
 * Checks that a file is a whole, readable PDF by parsing it with MuPDF, and renders page 1 as
 * the preview and thumbnail. Runs in a worker thread: a large PDF must not hold up requests,
 * and MuPDF's memory goes back when the thread ends.
 */
async function inspect(request: InspectRequest): Promise<Inspection> {
  const bytes = await readFile(request.pdf);
  if (bytes.length === 0) return refused('empty', 'The file is empty.');
  const head = bytes.subarray(0, 1024).toString('latin1');
  const tail = bytes.subarray(-1024).toString('latin1');
  if (!head.includes('%PDF-')) {
    const magic = MAGIC.find(([starts]) => starts.some((start) => head.startsWith(start)));
    const kind = magic?.[2];
    return {
      ...refused(
        'not-a-pdf',
        `The file is not a PDF${kind ? `: it is ${kind}` : ''} (a PDF begins with %PDF-).`,
      ),
      ...(magic ? { detected: magic[1] } : {}),
    };
  }
  if (!tail.includes('%%EOF')) {
    return refused(
      'truncated',
      'The PDF is truncated: its end-of-file marker (%%EOF) is missing. Upload it again.',
    );
  }
  const mupdf = await import('mupdf');
  const warnings: string[] = [];
  mupdf.setLog({
    warning: (message) => warnings.push(message),
    error: (message) => warnings.push(message),
  });
  let document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    return refused('unreadable', `The PDF cannot be read: ${(error as Error).message}.`);
  }
  try {
    if (document.needsPassword()) {
      return refused('password', 'The PDF is protected by a password; upload it without one.');
    }
    if (document.asPDF()?.wasRepaired()) {
      return refused(
        'damaged',
        `The PDF is damaged: its cross-reference table is broken${warnings[0] ? ` (${warnings[0]})` : ''}.`,
      );
    }
    const pages = document.countPages();
    if (pages === 0) return refused('no-pages', 'The PDF has no pages.');
    const page = document.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    const [widthPt, heightPt] = [x1 - x0, y1 - y0];
    const scale = Math.min(request.previewWidth / widthPt, request.previewWidth / heightPt);
    let pixmap;
    try {
      pixmap = page.toPixmap([scale, 0, 0, scale, 0, 0], mupdf.ColorSpace.DeviceRGB, true);
    } catch (error) {
      return refused(
        'unreadable',
        `Page 1 of the PDF cannot be drawn: ${(error as Error).message}.`,
      );
    }
    const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
    const pixels = Buffer.from(pixmap.getPixels());
    pixmap.destroy();
    const { preview, thumbnail } = await previewAndThumbnail(
      () => rawImage(pixels, width, height),
      request.previewWidth,
      request.thumbnailWidth,
    );
    await writeDurably(join(request.dir, imageName('preview')), preview.data);
    await writeDurably(join(request.dir, imageName('thumbnail')), thumbnail.data);
    const title = document.getMetaData('info:Title')?.trim() || null;
    return {
      ok: true,
      pages,
      widthPt,
      heightPt,
      title,
      previewBytes: preview.data.length,
      thumbnailBytes: thumbnail.data.length,
    };
  } finally {
    document.destroy();
  }
}

if (parentPort) {
  const port = parentPort;
  inspect(workerData as InspectRequest).then(
    (result) => port.postMessage(result),
    (error: unknown) =>
      port.postMessage(
        refused(
          'unreadable',
          `The PDF cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
        ) satisfies Inspection,
      ),
  );
}
