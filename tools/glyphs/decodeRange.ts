import Pbf from 'pbf';
import type { SdfGlyph } from './sdfGlyphs';

/** A glyph as a range file holds it: what `sdfGlyphs.ts` encodes. */
export type DecodedGlyph = SdfGlyph;

/** A range read as @arcgis/core's GlyphSource reads it (the Mapbox glyph protobuf). */
export function decodeRange(bytes: Uint8Array) {
  const stack = { name: '', range: '', glyphs: [] as DecodedGlyph[] };
  new Pbf(bytes).readFields((tag, _, pbf) => {
    if (tag !== 1 || !pbf) return;
    pbf.readMessage((field, __, message) => {
      if (!message) return;
      if (field === 1) stack.name = message.readString();
      if (field === 2) stack.range = message.readString();
      if (field !== 3) return;
      const glyph = { bitmap: new Uint8Array(0) } as DecodedGlyph;
      message.readMessage((key, ___, reader) => {
        if (!reader) return;
        if (key === 1) glyph.id = reader.readVarint();
        if (key === 2) glyph.bitmap = reader.readBytes();
        if (key === 3) glyph.width = reader.readVarint();
        if (key === 4) glyph.height = reader.readVarint();
        if (key === 5) glyph.left = reader.readSVarint();
        if (key === 6) glyph.top = reader.readSVarint();
        if (key === 7) glyph.advance = reader.readVarint();
      }, glyph);
      stack.glyphs.push(glyph);
    }, stack);
  }, stack);
  return stack;
}
