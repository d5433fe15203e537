import { openSync, type Font } from 'fontkit';
import { encodeRange, sdfGlyph } from './sdfGlyphs';
import { GlyphStack, mapCharacters } from './makeGlyphs';
import { decodeRange as decode, type DecodedGlyph as Decoded } from './decodeRange';

const font = openSync(require.resolve('source-sans/TTF/SourceSans3-Regular.ttf')) as Font;

describe('glyph ranges for @arcgis/core', () => {
  it('encodes a range as the Mapbox glyph protobuf: name, range, glyphs with a 3 px border', () => {
    const glyphs = [32, 73, 178].map((codePoint) => sdfGlyph(font, codePoint)!);
    const range = decode(encodeRange('arial-unicode-ms-regular', 0, glyphs));
    expect(range.name).toBe('arial-unicode-ms-regular');
    expect(range.range).toBe('0-255');
    expect(range.glyphs.map((glyph) => glyph.id)).toEqual([32, 73, 178]);
    const [space, capitalI, squared] = range.glyphs as [Decoded, Decoded, Decoded];
    expect(space).toMatchObject({ width: 0, height: 0, bitmap: new Uint8Array(0) });
    expect(space.advance).toBeGreaterThan(0);
    for (const glyph of [capitalI, squared]) {
      expect(glyph.bitmap.length).toBe((glyph.width + 6) * (glyph.height + 6));
    }
    // A capital stands on the baseline and reaches about two thirds of the em up.
    expect(capitalI.height).toBeGreaterThanOrEqual(15);
    expect(capitalI.height).toBeLessThanOrEqual(17);
    // "²" sits high: its top is above the capital's bottom by far.
    expect(squared.top).toBeGreaterThan(capitalI.top - 2);
  });

  it('writes distances: more than 191 inside the stroke, 191 on the outline, less the farther outside', () => {
    const glyph = sdfGlyph(font, 73)!; // "I": one vertical stem
    const columns = glyph.width + 6;
    const middleRow = Math.floor((glyph.height + 6) / 2);
    const row = Array.from(glyph.bitmap.slice(middleRow * columns, (middleRow + 1) * columns));
    expect(Math.max(...row)).toBeGreaterThan(191);
    expect(row[0]).toBeLessThan(140);
    expect(glyph.bitmap[0]).toBeLessThan(row[0]!);
    expect(sdfGlyph(font, 0x4e00)).toBeNull(); // no CJK in Source Sans 3
  });
});

describe('the fallback fonts of the map’s text', () => {
  const stack = new GlyphStack('arial-unicode-ms-regular');
  const samples: Array<[string, number]> = [
    ['Arabic meem', 0x0645],
    ['Arabic meem, initial form (what @arcgis/core’s BidiEngine draws)', 0xfee3],
    ['Arabic lam-alef ligature, isolated', 0xfefb],
    ['Hebrew mem', 0x05de],
    ['Thai sara ai maimalai', 0x0e44],
    ['Katakana me (メートル)', 0x30e1],
    ['Han “area” (面積)', 0x9762],
    ['Hangul mi (미터)', 0xbbf8],
    ['Traditional Chinese “acre” (英畝)', 0x755d],
    ['ideographic full stop', 0x3002],
  ];
  // One range of all the samples' glyphs, read back as @arcgis/core reads a range.
  const glyphs = samples.map(([, codePoint]) => stack.glyph(codePoint));
  const decoded = decode(
    encodeRange(
      stack.name,
      0,
      glyphs.filter((glyph) => glyph !== null),
    ),
  );

  it.each(samples)('draws %s', (_, codePoint) => {
    const glyph = decoded.glyphs.find((found) => found.id === codePoint);
    expect(glyph).toBeDefined();
    expect(glyph!.width).toBeGreaterThan(0);
    expect(glyph!.bitmap.length).toBe((glyph!.width + 6) * (glyph!.height + 6));
    expect(Math.max(...glyph!.bitmap)).toBeGreaterThan(191);
    expect(glyph!.advance).toBeGreaterThan(0);
  });

  it('writes a whole range with the fallback’s glyphs, the same bytes every time', () => {
    const hebrew = stack.range(0x0500);
    expect(decode(hebrew).glyphs.map((glyph) => glyph.id)).toContain(0x05de);
    expect(Buffer.from(hebrew).equals(Buffer.from(stack.range(0x0500)))).toBe(true);
  });

  it('keeps Source Sans 3 first and leaves out CJK the map never draws', () => {
    expect(stack.glyph(0x0041)!.advance).toBe(sdfGlyph(font, 0x0041)!.advance);
    expect(stack.glyph(0x4e00)).toBeNull(); // 一: in no unit name
    expect(mapCharacters('ja').has(0x30e1)).toBe(true);
    expect(mapCharacters('zh-CN').has(0x4e00)).toBe(false);
  });
});
