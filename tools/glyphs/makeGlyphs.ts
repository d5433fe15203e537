/**
 * The glyph ranges @arcgis/core's MapView asks `esriConfig.fontsUrl` for, made from fonts TIMS
 * ships, so text drawn on the map (a measurement's length, labels) needs no CDN. webpack emits
 * them as `fonts/<fontstack>/<start>-<end>.pbf` (webpack.config.ts, GlyphsPlugin); every range of
 * the Basic Multilingual Plane is written, empty where the fonts have nothing, so none is missing.
 * "sans-serif", the family Esri's measuring widgets ask for, is the stack `arial-unicode-ms`;
 * TIMS draws it in Source Sans 3, its own typeface (Latin, Greek, Cyrillic, Vietnamese), and
 * falls back to Noto Sans (OFL, from @fontsource) for the interface languages it lacks:
 * - Arabic, Hebrew and Thai whole: their blocks, and for Arabic the presentation forms
 *   @arcgis/core draws: its BidiEngine (core/BidiText.js) orders right-to-left text visually and
 *   turns Arabic letters into their contextual forms and lam-alef ligatures (presentation forms B,
 *   U+FE70–U+FEFF, and Farsi yeh's four, U+FBFC–U+FBFF) before it looks glyphs up. It produces no
 *   other presentation form A, so those are left out.
 * - Japanese, Korean and Chinese only for the characters the map can draw in those languages:
 *   those of @arcgis/core's unit translations (`esri/core/t9n/Units`, where Esri's measuring
 *   widgets and TIMS's keyboard measurement take a unit's name from) in that locale, plus the CJK
 *   punctuation and full-width forms. Each locale's characters come from its own Noto Sans (JP,
 *   KR, SC, TC, HK), so a Han character shared by two is drawn in the first's shape. The full
 *   fonts have tens of thousands of glyphs; these few hundred keep the build fast.
 * `npx tsx tools/glyphs/makeGlyphs.ts <dir>` writes them to a folder.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openSync, type Font } from 'fontkit';
import { encodeRange, sdfGlyph, type SdfGlyph } from './sdfGlyphs';

type Weight = 400 | 700;

/** The code points a font is used for: ranges, or an explicit set. */
type Coverage = Array<[number, number]> | Set<number>;

interface FontSpec {
  /** An @fontsource package, split into subsets listed in its `unicode.json`. */
  fontsource: string;
  /** Where this font is consulted; elsewhere the next font in the stack is. */
  coverage: Coverage;
}

const covers = (coverage: Coverage, codePoint: number) =>
  coverage instanceof Set
    ? coverage.has(codePoint)
    : coverage.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Every string value of a JSON document, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** CJK punctuation (、。「」…) and the full-width forms of digits, letters and signs. */
const CJK_PUNCTUATION: Array<[number, number]> = [
  [0x3000, 0x303f],
  [0xff01, 0xff65],
];

/**
 * The code points above Latin that @arcgis/core's unit names can contain in a locale — the
 * characters of its `esri/core/t9n/Units_<locale>.json` — plus the CJK punctuation.
 */
export function mapCharacters(locale: string): Set<number> {
  const bundle = require.resolve(`@arcgis/core/assets/esri/core/t9n/Units_${locale}.json`);
  const codePoints = new Set<number>();
  for (const text of stringsOf(JSON.parse(readFileSync(bundle, 'utf8')))) {
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (codePoint >= 0x2e80) codePoints.add(codePoint);
    }
  }
  for (const [first, last] of CJK_PUNCTUATION) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) codePoints.add(codePoint);
  }
  return codePoints;
}

/** The fallbacks after Source Sans 3, in the order they are consulted. */
function fallbacks(): FontSpec[] {
  return [
    {
      fontsource: 'noto-sans-arabic',
      coverage: [
        [0x0600, 0x06ff],
        [0xfbfc, 0xfbff],
        [0xfe70, 0xfeff],
      ],
    },
    { fontsource: 'noto-sans-hebrew', coverage: [[0x0590, 0x05ff]] },
    { fontsource: 'noto-sans-thai', coverage: [[0x0e00, 0x0e7f]] },
    { fontsource: 'noto-sans-jp', coverage: mapCharacters('ja') },
    { fontsource: 'noto-sans-sc', coverage: mapCharacters('zh-CN') },
    { fontsource: 'noto-sans-tc', coverage: mapCharacters('zh-TW') },
    { fontsource: 'noto-sans-hk', coverage: mapCharacters('zh-HK') },
    { fontsource: 'noto-sans-kr', coverage: mapCharacters('ko') },
  ];
}

const parseRanges = (unicodeRange: string): Array<[number, number]> =>
  unicodeRange.split(',').map((part) => {
    const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first!, 16), parseInt(last ?? first!, 16)];
  });

/** One @fontsource family at one weight: the subset file holding a code point, opened once. */
class FontsourceFont {
  private readonly subsets: Array<{ name: string; ranges: Array<[number, number]> }>;
  private readonly opened = new Map<string, Font>();

  constructor(
    private readonly spec: FontSpec,
    private readonly weight: Weight,
  ) {
    const unicode = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${spec.fontsource}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    this.subsets = Object.entries(unicode).map(([key, ranges]) => ({
      name: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: parseRanges(ranges),
    }));
  }

  glyph(codePoint: number): SdfGlyph | null {
    if (!covers(this.spec.coverage, codePoint)) return null;
    for (const subset of this.subsets) {
      if (!covers(subset.ranges, codePoint)) continue;
      const glyph = sdfGlyph(this.font(subset.name), codePoint);
      if (glyph) return glyph;
    }
    return null;
  }

  private font(subset: string): Font {
    let font = this.opened.get(subset);
    if (!font) {
      const file = `@fontsource/${this.spec.fontsource}/files/${this.spec.fontsource}-${subset}-${this.weight}-normal.woff2`;
      font = openSync(require.resolve(file)) as Font;
      this.opened.set(subset, font);
    }
    return font;
  }
}

const STACKS: Record<string, { sourceSans: string; weight: Weight }> = {
  'arial-unicode-ms-regular': { sourceSans: 'SourceSans3-Regular.ttf', weight: 400 },
  'arial-unicode-ms-bold': { sourceSans: 'SourceSans3-Bold.ttf', weight: 700 },
};

export type StackName = keyof typeof STACKS;

/** A font stack: Source Sans 3, then the fallbacks, glyph by glyph. */
export class GlyphStack {
  private readonly primary: Font;
  private readonly others: FontsourceFont[];

  constructor(
    readonly name: StackName,
    specs: FontSpec[] = fallbacks(),
  ) {
    const { sourceSans, weight } = STACKS[name]!;
    this.primary = openSync(require.resolve(`source-sans/TTF/${sourceSans}`)) as Font;
    this.others = specs.map((spec) => new FontsourceFont(spec, weight));
  }

  /** The glyph of a code point from the first font that has it, or null. */
  glyph(codePoint: number): SdfGlyph | null {
    let glyph = sdfGlyph(this.primary, codePoint);
    for (const font of this.others) glyph ??= font.glyph(codePoint);
    return glyph;
  }

  /** The range file of the 256 code points from `start` (a multiple of 256). */
  range(start: number): Uint8Array {
    const glyphs: SdfGlyph[] = [];
    for (let codePoint = start; codePoint < start + 256; codePoint += 1) {
      const glyph = this.glyph(codePoint);
      if (glyph) glyphs.push(glyph);
    }
    return encodeRange(this.name, start, glyphs);
  }
}

/** Every range file, by its path under the fonts folder. */
export function glyphRanges(): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const specs = fallbacks();
  for (const name of Object.keys(STACKS)) {
    const stack = new GlyphStack(name, specs);
    for (let start = 0; start < 65536; start += 256) {
      files.set(`${name}/${start}-${start + 255}.pbf`, stack.range(start));
    }
  }
  return files;
}

if (require.main === module) {
  const outDir = process.argv[2] ?? 'build/client/fonts';
  for (const [path, bytes] of glyphRanges()) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), bytes);
  }
}
