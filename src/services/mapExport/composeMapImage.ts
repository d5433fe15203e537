import type { LegendEntry, MapImage } from '../arcgis/types';
import { scaleBarOf } from './scaleBar';

/** The words the export draws, in the interface language. */
export interface ExportTexts {
  title: string;
  /** E.g. "November 23, 2026". */
  date: string;
  legend: string;
  /** Scale bar labels with `{{value}}` for the number: "{{value}} miles", "{{value}} feet". */
  miles: string;
  feet: string;
  north: string;
  /** Credits: the department and "Powered by Esri" (the mapping library's licence). */
  credits: string;
  /** The interface language, for the scale bar's number ("1 000" in French). */
  language: string;
}

const MARGIN = 24;
const TITLE_HEIGHT = 72;
const FOOTER_HEIGHT = 64;
const LEGEND_WIDTH = 300;
const FONT = '"Source Sans 3", "Segoe UI", Arial, sans-serif';

function loadImage(dataUrl: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The map image could not be read'));
    image.src = dataUrl;
  });
}

function drawSwatch(context: CanvasRenderingContext2D, entry: LegendEntry, x: number, y: number) {
  context.fillStyle = entry.color;
  context.strokeStyle = entry.color;
  if (entry.shape === 'point') {
    context.beginPath();
    context.arc(x + 8, y, 6, 0, Math.PI * 2);
    context.fill();
  } else if (entry.shape === 'line') {
    context.lineWidth = 3;
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 16, y);
    context.stroke();
  } else {
    context.globalAlpha = 0.35;
    context.fillRect(x, y - 7, 16, 14);
    context.globalAlpha = 1;
    context.lineWidth = 1.5;
    context.strokeRect(x, y - 7, 16, 14);
  }
}

/**
 * The map as a page: title and date above, the map, a legend beside it, a scale bar and a north
 * arrow below, and the credits. Drawn on a canvas in the browser (no print service); returns PNG.
 */
export async function composeMapImage(image: MapImage, texts: ExportTexts): Promise<Blob> {
  const map = await loadImage(image.dataUrl);
  const width = MARGIN * 3 + image.width + LEGEND_WIDTH;
  const height = TITLE_HEIGHT + image.height + FOOTER_HEIGHT + MARGIN;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the export');

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1b1b1b';
  context.textBaseline = 'alphabetic';
  context.font = `600 30px ${FONT}`;
  context.fillText(texts.title, MARGIN, 44, width - 2 * MARGIN - 240);
  context.font = `16px ${FONT}`;
  context.textAlign = 'right';
  context.fillText(texts.date, width - MARGIN, 44);
  context.textAlign = 'left';

  const mapTop = TITLE_HEIGHT;
  context.drawImage(map, MARGIN, mapTop, image.width, image.height);
  context.strokeStyle = '#a8a99e';
  context.lineWidth = 1;
  context.strokeRect(MARGIN, mapTop, image.width, image.height);

  // Legend
  let y = mapTop + 10;
  const legendX = MARGIN * 2 + image.width;
  context.font = `600 20px ${FONT}`;
  context.fillText(texts.legend, legendX, (y += 18));
  for (const layer of image.legend) {
    if (y > mapTop + image.height - 40) break;
    context.font = `600 15px ${FONT}`;
    context.fillStyle = '#1b1b1b';
    context.fillText(layer.title, legendX, (y += 30), LEGEND_WIDTH);
    context.font = `14px ${FONT}`;
    for (const entry of layer.entries) {
      y += 22;
      drawSwatch(context, entry, legendX, y - 5);
      context.fillStyle = '#1b1b1b';
      context.fillText(entry.label, legendX + 26, y, LEGEND_WIDTH - 26);
    }
  }

  // Scale bar and north arrow, under the map
  const footerY = mapTop + image.height + 30;
  const bar = scaleBarOf(image.metresPerPixel, 220);
  context.fillStyle = '#1b1b1b';
  context.fillRect(MARGIN, footerY, bar.pixels, 6);
  context.font = `14px ${FONT}`;
  const scaleText = (bar.unit === 'miles' ? texts.miles : texts.feet).replace(
    '{{value}}',
    new Intl.NumberFormat(texts.language).format(bar.value),
  );
  context.fillText(scaleText, MARGIN, footerY + 24);
  const arrowX = MARGIN + 280;
  context.beginPath();
  context.moveTo(arrowX, footerY - 14);
  context.lineTo(arrowX - 9, footerY + 12);
  context.lineTo(arrowX, footerY + 6);
  context.lineTo(arrowX + 9, footerY + 12);
  context.closePath();
  context.fill();
  context.font = `600 14px ${FONT}`;
  context.textAlign = 'center';
  context.fillText(texts.north, arrowX, footerY + 30);
  context.textAlign = 'right';
  context.font = `13px ${FONT}`;
  context.fillStyle = '#4a4a4a';
  context.fillText(texts.credits, width - MARGIN, footerY + 24);
  context.textAlign = 'left';

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The export could not be written'))),
      'image/png',
    ),
  );
}
