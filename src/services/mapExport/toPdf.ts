/**
 * A PNG page as a one-page PDF, US Letter landscape, the image fitted inside half-inch margins.
 * pdf-lib is loaded only when someone exports a PDF.
 */
export async function pngToPdf(png: Blob, title: string): Promise<Blob> {
  const { PDFDocument } = await import(/* webpackChunkName: "pdf-lib" */ 'pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('TIMS');
  const page = pdf.addPage([792, 612]);
  const image = await pdf.embedPng(await png.arrayBuffer());
  const scale = Math.min((792 - 72) / image.width, (612 - 72) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (792 - width) / 2, y: (612 - height) / 2, width, height });
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
