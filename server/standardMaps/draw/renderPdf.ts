import PDFDocument from 'pdfkit';
import type { MapDocument, Paint, Shape } from './drawing';
import { FONT_FACES, font } from './fonts';

type Pdf = InstanceType<typeof PDFDocument>;

function drawPath(pdf: Pdf, d: string, paint: Paint): void {
  pdf.save();
  pdf.path(d);
  if (paint.fillOpacity !== undefined) pdf.fillOpacity(paint.fillOpacity);
  if (paint.strokeOpacity !== undefined) pdf.strokeOpacity(paint.strokeOpacity);
  if (paint.fill) pdf.fillColor(paint.fill);
  if (paint.stroke) {
    pdf.strokeColor(paint.stroke).lineWidth(paint.strokeWidth ?? 1);
    if (paint.dash?.length) pdf.dash(paint.dash[0]!, { space: paint.dash[1] ?? paint.dash[0]! });
    if (paint.lineJoin) pdf.lineJoin(paint.lineJoin);
    if (paint.lineCap) pdf.lineCap(paint.lineCap);
  }
  const rule = paint.fillRule === 'evenodd' ? 'even-odd' : 'non-zero';
  if (paint.fill && paint.stroke) pdf.fillAndStroke(rule);
  else if (paint.fill) pdf.fill(rule);
  else if (paint.stroke) pdf.stroke();
  pdf.restore();
}

function draw(pdf: Pdf, shapes: Shape[]): void {
  for (const shape of shapes) {
    switch (shape.kind) {
      case 'path':
        drawPath(pdf, shape.d, shape.paint);
        break;
      case 'text':
        pdf
          .font(shape.style.font)
          .fontSize(shape.style.size)
          .fillColor(shape.style.fill)
          .text(shape.text, shape.x, shape.y, {
            lineBreak: false,
            baseline: 'alphabetic',
            characterSpacing: shape.style.letterSpacing ?? 0,
          });
        break;
      case 'clip':
        pdf.save();
        pdf.rect(shape.rect.x, shape.rect.y, shape.rect.width, shape.rect.height).clip();
        draw(pdf, shape.shapes);
        pdf.restore();
        break;
      case 'link':
        pdf.link(shape.rect.x, shape.rect.y, shape.rect.width, shape.rect.height, shape.url);
        break;
    }
  }
}

/**
 * The drawing as a vector PDF: paths as paths, text as text in an embedded subset of Source
 * Sans 3 (selectable, searchable, sharp at any zoom).
 */
export function renderPdf(document: MapDocument): Promise<Buffer> {
  const first = document.pages[0];
  if (!first) throw new Error('A map document needs at least one page');
  const pdf = new PDFDocument({
    size: [first.width, first.height],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: document.info.title,
      Subject: document.info.subject,
      Author: document.info.author,
      Keywords: document.info.keywords,
      Creator: 'TIMS',
      CreationDate: document.info.created,
      ModDate: document.info.created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // The parsed fonts are shared by every document: parsing them again for each was most of
  // the time a PDF took.
  for (const face of FONT_FACES) pdf.registerFont(face, font(face) as unknown as Buffer);
  for (const page of document.pages) {
    pdf.addPage({ size: [page.width, page.height], margin: 0 });
    draw(pdf, page.shapes);
  }
  pdf.end();
  return done;
}
