import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { App } from '../../app';
import type { MapMetadata } from '../../repositories/standardMaps/standardMapsRepository';
import { imageName, pdfName } from '../../standardMaps/library/mapFiles';

/** A small real PDF (Helvetica, not embedded) of `pages` pages, `size` points. */
export function makePdf(
  options: { pages?: number; size?: [number, number]; text?: string } = {},
): Promise<Buffer> {
  const { pages = 1, size = [612, 792], text = 'Test map' } = options;
  const pdf = new PDFDocument({ size, margin: 36, autoFirstPage: false, info: { Title: text } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let i = 0; i < pages; i++) {
    pdf.addPage({ size, margin: 36 });
    pdf.fontSize(24).text(`${text}, page ${i + 1}`);
    pdf.rect(72, 200, 200, 100).fill('#009969');
  }
  pdf.end();
  return done;
}

/** A PNG of the given size (a stand-in image where one is needed). */
export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e8eef1' } })
    .png()
    .toBuffer();
}

/** Width and height read from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export interface MultipartFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body: text fields, then the file in the field `file`. */
export function multipart(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----tims${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function metadata(overrides: Partial<MapMetadata> = {}): MapMetadata {
  return {
    title: 'Columbus city map',
    category: 'City',
    district: 6,
    county: { fips: '39049', name: 'Franklin' },
    description: 'Streets and state routes of Columbus',
    published: true,
    ...overrides,
  };
}

/**
 * Puts an edition into the library the way the generator and uploads do (files in a temporary
 * folder, then `addEdition`), with a real PDF and stand-in images.
 */
export async function addTestEdition(
  app: App,
  mapId: string,
  options: { metadata?: Partial<MapMetadata>; date?: string; pdf?: Buffer; now?: Date } = {},
) {
  const { library } = app.standardMaps;
  const dir = await library.files.newTempDir();
  const pdf = options.pdf ?? (await makePdf({ text: options.metadata?.title ?? mapId }));
  await writeFile(join(dir, pdfName(0)), pdf);
  await writeFile(join(dir, imageName('thumbnail')), await makePng(400, 259));
  await writeFile(join(dir, imageName('preview')), await makePng(1600, 1035));
  return library.addEdition(dir, {
    mapId,
    mapSource: 'uploaded',
    metadata: metadata(options.metadata),
    date: options.date ?? '2026-11-01',
    source: 'uploaded',
    files: [
      {
        position: 0,
        sizeName: 'letter',
        widthPt: 612,
        heightPt: 792,
        pages: 1,
        bytes: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      },
    ],
    thumbnailBytes: 100,
    previewBytes: 100,
    username: 'ada',
    now: options.now ?? new Date(),
  });
}

/** Output of a poppler tool (`pdfinfo`, `pdftotext`, `pdffonts`) for a PDF file. */
export function poppler(tool: 'pdfinfo' | 'pdftotext' | 'pdffonts', file: string): string {
  const args = tool === 'pdftotext' ? ['-layout', file, '-'] : [file];
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install Debian's poppler-utils (.ci/run does)`);
    }
    throw error;
  }
}
