/**
 * The rules of the notification editor (spec §3, §5, §9), shared by the editor, the read-only
 * renderer and the server that validates what administrators post. Plain data and pure
 * functions with no imports, so the browser may import them too.
 */

/** Spec §3: every format a notification's content may use. */
export const RICH_TEXT_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'header',
  'list',
  'indent',
  'blockquote',
  'code-block',
  'script',
  'image',
  'video',
  'formula',
  'align',
  'direction',
  'color',
  'background',
  'font',
  'size',
] as const;
export type RichTextFormat = (typeof RICH_TEXT_FORMATS)[number];

/** Spec §5: links keep only these protocols; others are blanked. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
/** Spec §5: image sources keep only these protocols; others are blanked. */
export const IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;
/** Spec §9: the image types the editor accepts (and the only data images kept). */
export const IMAGE_TYPES = ['png', 'gif', 'jpeg', 'bmp', 'x-icon'] as const;
export const IMAGE_MIME_TYPES = IMAGE_TYPES.map((type) => `image/${type}`);
/** What a blanked link or image source becomes (Quill's own values). */
export const BLANK_LINK = 'about:blank';
export const BLANK_IMAGE = '//:0';

/** Spec §9: the 35 colours of the palette (Quill's). */
// prettier-ignore
export const COLOR_PALETTE = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466',
] as const;

/** Spec §9: font sizes (normal is no size at all). */
export const FONT_SIZES = ['small', 'large', 'huge'] as const;
export const FONTS = ['serif', 'monospace'] as const;
export const INDENT_MIN = 1;
export const INDENT_MAX = 8;
export const HEADER_MIN = 1;
export const HEADER_MAX = 6;
export const LIST_KINDS = ['ordered', 'bullet', 'checked', 'unchecked'] as const;
export const ALIGNMENTS = ['center', 'right', 'justify'] as const;

/** Spec §9: the editor's undo history. */
export const HISTORY_DELAY_MS = 1000;
export const HISTORY_MAX_STACK = 100;

/** The most a notification's content may weigh as JSON (data images count). */
export const MAX_CONTENT_BYTES = 512 * 1024;
export const MAX_FORMULA_LENGTH = 2000;

/** A selection that looks like an e-mail address becomes a mailto: link (spec §5). */
export function looksLikeEmail(text: string): boolean {
  return /^\S+@\S+\.\S+$/.test(text);
}

export function mailtoLink(text: string): string {
  return looksLikeEmail(text) && !text.startsWith('mailto:') ? `mailto:${text}` : text;
}

/**
 * The scheme of a URL as a browser reads it: browsers drop tabs, line breaks and leading
 * control characters, so `java\tscript:` is `javascript:`. Null for a relative URL.
 */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  return match ? match[1]!.toLowerCase() : null;
}

/** A link kept as it is when its protocol is allowed or it is relative; else `about:blank`. */
export function sanitizeLink(url: string): string {
  const scheme = schemeOf(url);
  return scheme === null || (LINK_PROTOCOLS as readonly string[]).includes(scheme)
    ? url
    : BLANK_LINK;
}

/** An image source kept when http(s), relative, or a data image of an allowed type. */
export function sanitizeImageSource(source: string): string {
  const scheme = schemeOf(source);
  if (scheme === null || scheme === 'http' || scheme === 'https') return source;
  if (scheme !== 'data') return BLANK_IMAGE;
  const type = /^data:([^;,]+)[;,]/i.exec(source.trim())?.[1]?.toLowerCase();
  return type && IMAGE_MIME_TYPES.includes(type) ? source : BLANK_IMAGE;
}

/** A video source kept only when http(s). */
export function sanitizeVideoSource(source: string): string {
  const scheme = schemeOf(source);
  return scheme === 'http' || scheme === 'https' ? source : BLANK_LINK;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** A colour the renderer may put in a style: `#rgb`, `#rrggbb` or `rgb(r, g, b)`. */
export function isValidColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (HEX_COLOR.test(value)) return true;
  const rgb = RGB_COLOR.exec(value);
  return !!rgb && rgb.slice(1).every((channel) => Number(channel) <= 255);
}

export interface RichTextOp {
  insert: string | Record<string, unknown>;
  attributes?: Record<string, unknown>;
}

export type RichTextCheck = { ok: true; ops: RichTextOp[] } | { ok: false; problem: string };

const oneOf = (values: readonly unknown[]) => (value: unknown) => values.includes(value);
const integerIn = (min: number, max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isTrue = (value: unknown) => value === true;
const IMAGE_DIMENSION = /^\d{1,4}(?:px|%)?$/;

/** Each format's valid values; links are sanitised rather than refused. */
const ATTRIBUTE_RULES: Record<string, { test: (value: unknown) => boolean; expected: string }> = {
  bold: { test: isTrue, expected: 'true' },
  italic: { test: isTrue, expected: 'true' },
  underline: { test: isTrue, expected: 'true' },
  strike: { test: isTrue, expected: 'true' },
  link: { test: (value) => typeof value === 'string' && value.length <= 2000, expected: 'a URL' },
  header: { test: integerIn(HEADER_MIN, HEADER_MAX), expected: '1 to 6' },
  list: { test: oneOf(LIST_KINDS), expected: LIST_KINDS.join(', ') },
  indent: { test: integerIn(INDENT_MIN, INDENT_MAX), expected: '1 to 8' },
  blockquote: { test: isTrue, expected: 'true' },
  'code-block': {
    test: (value) => value === true || (typeof value === 'string' && /^[\w+#-]{1,30}$/.test(value)),
    expected: 'true or a language name',
  },
  script: { test: oneOf(['sub', 'super']), expected: 'sub or super' },
  align: { test: oneOf(ALIGNMENTS), expected: ALIGNMENTS.join(', ') },
  direction: { test: oneOf(['rtl']), expected: 'rtl' },
  color: { test: isValidColor, expected: 'a colour such as #e60000' },
  background: { test: isValidColor, expected: 'a colour such as #e60000' },
  font: { test: oneOf(FONTS), expected: FONTS.join(', ') },
  size: { test: oneOf(FONT_SIZES), expected: FONT_SIZES.join(', ') },
  // Attributes Quill keeps on image embeds.
  width: {
    test: (value) => typeof value === 'string' && IMAGE_DIMENSION.test(value),
    expected: 'a size in px or %',
  },
  height: {
    test: (value) => typeof value === 'string' && IMAGE_DIMENSION.test(value),
    expected: 'a size in px or %',
  },
  alt: { test: (value) => typeof value === 'string' && value.length <= 500, expected: 'a text' },
};

const EMBED_RULES: Record<string, (value: unknown) => string | null> = {
  image: (value) => (typeof value === 'string' ? sanitizeImageSource(value) : null),
  video: (value) => (typeof value === 'string' ? sanitizeVideoSource(value) : null),
  formula: (value) =>
    typeof value === 'string' && value.length <= MAX_FORMULA_LENGTH ? value : null,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** UTF-8 bytes, as the content travels and is stored (a string's length counts UTF-16 units). */
function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function checkAttributes(
  attributes: Record<string, unknown>,
  at: number,
): { ok: true; attributes: Record<string, unknown> } | { ok: false; problem: string } {
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const rule = Object.hasOwn(ATTRIBUTE_RULES, name) ? ATTRIBUTE_RULES[name] : undefined;
    if (!rule) return { ok: false, problem: `Operation ${at}: unknown format "${name}"` };
    if (!rule.test(value)) {
      return { ok: false, problem: `Operation ${at}: format "${name}" must be ${rule.expected}` };
    }
    clean[name] = name === 'link' ? sanitizeLink(value as string) : value;
  }
  return { ok: true, attributes: clean };
}

/**
 * Checks a Delta against the editor's rules. Unknown formats, values out of range, malformed
 * embeds and content over the size limit are refused with the problem named; links and
 * image or video sources with a disallowed protocol are blanked (neutralised), as Quill does.
 */
export function checkRichText(ops: readonly RichTextOp[]): RichTextCheck {
  if (!Array.isArray(ops)) return { ok: false, problem: 'Content must be a list of operations' };
  if (byteLength(JSON.stringify(ops)) > MAX_CONTENT_BYTES) {
    return { ok: false, problem: `Content is larger than ${MAX_CONTENT_BYTES / 1024} KB` };
  }
  const clean: RichTextOp[] = [];
  for (const [at, op] of ops.entries()) {
    // The renderer may meet content that never passed a schema (an old or foreign Delta).
    if (!isPlainObject(op) || !(typeof op.insert === 'string' || isPlainObject(op.insert))) {
      return { ok: false, problem: `Operation ${at}: only text or an embed may be inserted` };
    }
    if (op.attributes !== undefined && !isPlainObject(op.attributes)) {
      return { ok: false, problem: `Operation ${at}: formats must be an object` };
    }
    let insert = op.insert;
    if (typeof insert !== 'string') {
      const keys = Object.keys(insert);
      const kind = keys[0];
      const rule =
        kind !== undefined && Object.hasOwn(EMBED_RULES, kind) ? EMBED_RULES[kind] : undefined;
      if (keys.length !== 1 || !rule) {
        return { ok: false, problem: `Operation ${at}: unknown embed "${keys.join(', ')}"` };
      }
      const value = rule(insert[kind!]);
      if (value === null) return { ok: false, problem: `Operation ${at}: invalid ${kind}` };
      insert = { [kind!]: value };
    } else if (insert.length === 0) {
      return { ok: false, problem: `Operation ${at}: empty text` };
    }
    if (op.attributes === undefined) {
      clean.push({ insert });
      continue;
    }
    const checked = checkAttributes(op.attributes, at);
    if (!checked.ok) return checked;
    clean.push({ insert, attributes: checked.attributes });
  }
  return { ok: true, ops: clean };
}

/** The plain text of a Delta (embeds left out), e.g. for a screen reader label or a list. */
export function plainText(ops: readonly RichTextOp[]): string {
  return ops
    .map((op) => (typeof op.insert === 'string' ? op.insert : ''))
    .join('')
    .trim();
}
