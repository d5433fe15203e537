import { fmt, type Page, type Paint, type Shape } from './drawing';
import { textOutline } from './fonts';

function paintAttributes(paint: Paint): string {
  const attributes: [string, string | number | undefined][] = [
    ['fill', paint.fill ?? 'none'],
    ['fill-opacity', paint.fillOpacity],
    ['fill-rule', paint.fillRule],
    ['stroke', paint.stroke],
    ['stroke-width', paint.stroke ? (paint.strokeWidth ?? 1) : undefined],
    ['stroke-opacity', paint.strokeOpacity],
    ['stroke-dasharray', paint.dash?.join(' ')],
    ['stroke-linejoin', paint.lineJoin],
    ['stroke-linecap', paint.lineCap],
  ];
  return attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

/** A page of the drawing as an SVG document, for resvg to turn into the thumbnail and preview. */
export function renderSvg(page: Page): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}" viewBox="0 0 ${page.width} ${page.height}">`,
    `<rect width="${page.width}" height="${page.height}" fill="#ffffff"/>`,
  ];
  let clips = 0;
  const write = (shapes: Shape[]) => {
    for (const shape of shapes) {
      switch (shape.kind) {
        case 'path':
          out.push(`<path d="${shape.d}"${paintAttributes(shape.paint)}/>`);
          break;
        case 'text':
          // As the glyphs' outlines: the same shapes the PDF embeds, and resvg need not load
          // and shape fonts for every image (that was half of its time).
          out.push(
            `<path d="${textOutline(shape.text, shape.style, shape.x, shape.y)}" fill="${shape.style.fill}"/>`,
          );
          break;
        case 'clip': {
          const id = `clip${++clips}`;
          const { x, y, width, height } = shape.rect;
          out.push(
            `<clipPath id="${id}"><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}"/></clipPath><g clip-path="url(#${id})">`,
          );
          write(shape.shapes);
          out.push('</g>');
          break;
        }
        case 'link':
          break;
      }
    }
  };
  write(page.shapes);
  out.push('</svg>');
  return out.join('\n');
}
