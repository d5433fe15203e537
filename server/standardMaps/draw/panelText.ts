import type { Shape, TextStyle } from './drawing';
import { capHeight, fitText, textWidth, wrapText } from './fonts';

/**
 * A column of text set from the top down: each call adds lines at the cursor and moves it,
 * so the parts of the panel stack without measuring each other.
 */
export class TextColumn {
  readonly shapes: Shape[] = [];

  constructor(
    readonly x: number,
    public y: number,
    readonly width: number,
  ) {}

  /** One line, cut with an ellipsis when too long; `gap` is the space above it. */
  line(text: string, style: TextStyle, gap = 0, align: 'start' | 'end' = 'start'): void {
    const shown = fitText(text, style, this.width);
    const baseline = this.y + gap + capHeight(style);
    const x = align === 'end' ? this.x + this.width - textWidth(shown, style) : this.x;
    this.shapes.push({ kind: 'text', text: shown, x, y: baseline, style });
    this.y = baseline + style.size * 0.32;
  }

  /** A paragraph wrapped to the column, `leading` times the size apart. */
  paragraph(text: string, style: TextStyle, gap = 0, leading = 1.25): void {
    const lines = wrapText(text, style, this.width);
    lines.forEach((line, i) => {
      const baseline = this.y + (i === 0 ? gap + capHeight(style) : style.size * leading);
      this.shapes.push({ kind: 'text', text: line, x: this.x, y: baseline, style });
      this.y = baseline;
    });
    this.y += style.size * 0.32;
  }

  /** The largest size up to `style.size` (down to `min`) at which `text` fits on one line. */
  fittingSize(text: string, style: TextStyle, min: number): TextStyle {
    let size = style.size;
    while (size > min && textWidth(text, { ...style, size }) > this.width) size -= 0.5;
    return { ...style, size };
  }

  rule(color: string, width: number, gap: number): void {
    this.y += gap;
    this.shapes.push({
      kind: 'path',
      d: `M${this.x},${this.y}h${this.width}`,
      paint: { stroke: color, strokeWidth: width },
    });
    this.y += gap;
  }
}
