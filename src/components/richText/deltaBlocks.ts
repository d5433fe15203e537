import {
  BLANK_IMAGE,
  INDENT_MAX,
  INDENT_MIN,
  LIST_KINDS,
  sanitizeImageSource,
  type RichTextOp,
} from '../../../contracts/richText';

/**
 * A Quill Delta read as blocks, ready to render: lines (a newline's attributes are its line's
 * block formats), runs of list lines nested by indent, runs of code lines, and videos (a block
 * embed in Quill). Anything not understood is left out, never passed through.
 */

export type Attributes = Record<string, unknown>;

export type Inline =
  | { kind: 'text'; text: string; attributes: Attributes }
  | { kind: 'image'; src: string; attributes: Attributes }
  | { kind: 'formula'; tex: string; attributes: Attributes };

export interface Line {
  inlines: Inline[];
  /** The block formats: header, list, indent, blockquote, code-block, align, direction. */
  attributes: Attributes;
}

export type ListKind = 'ordered' | 'bullet' | 'check';

export interface ListItem {
  line: Line;
  /** Checked or not, for a check list's item. */
  checked: boolean;
  children: List[];
}

export interface List {
  kind: ListKind;
  items: ListItem[];
}

/** A video: a block of its own in Quill. */
export interface Video {
  kind: 'video';
  src: string;
  attributes: Attributes;
}

export type Block =
  | { kind: 'line'; line: Line }
  | { kind: 'code'; lines: Line[] }
  | { kind: 'lists'; lists: List[] }
  | Video;

type Item = { kind: 'line'; line: Line } | Video;

const asAttributes = (value: unknown): Attributes =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Attributes) : {};

function embedOf(insert: Record<string, unknown>, attributes: Attributes): Inline | Video | null {
  if (typeof insert.image === 'string') {
    const src = sanitizeImageSource(insert.image);
    return src === BLANK_IMAGE ? null : { kind: 'image', src, attributes };
  }
  if (typeof insert.formula === 'string') {
    return { kind: 'formula', tex: insert.formula, attributes };
  }
  if (typeof insert.video === 'string') return { kind: 'video', src: insert.video, attributes };
  return null;
}

/** Splits the operations into lines (and videos, which stand on their own). */
export function deltaLines(ops: readonly RichTextOp[]): Item[] {
  const items: Item[] = [];
  let inlines: Inline[] = [];
  const endLine = (attributes: Attributes) => {
    items.push({ kind: 'line', line: { inlines, attributes } });
    inlines = [];
  };
  for (const op of ops) {
    if (typeof op !== 'object' || op === null) continue;
    const attributes = asAttributes(op.attributes);
    if (typeof op.insert === 'string') {
      op.insert.split('\n').forEach((text, index, parts) => {
        if (text) inlines.push({ kind: 'text', text, attributes });
        if (index < parts.length - 1) endLine(attributes);
      });
      continue;
    }
    if (typeof op.insert !== 'object' || op.insert === null) continue;
    const embed = embedOf(op.insert, attributes);
    if (embed?.kind === 'video') {
      if (inlines.length > 0) endLine({});
      items.push(embed);
    } else if (embed) {
      inlines.push(embed);
    }
  }
  if (inlines.length > 0) endLine({});
  return items;
}

/** A line's indent, 0 when it has none or an invalid one. */
export function indentOf(attributes: Attributes): number {
  const indent = attributes.indent;
  return Number.isInteger(indent) &&
    (indent as number) >= INDENT_MIN &&
    (indent as number) <= INDENT_MAX
    ? (indent as number)
    : 0;
}

function listKindOf(line: Line): ListKind | null {
  const list = line.attributes.list;
  if (!(LIST_KINDS as readonly unknown[]).includes(list)) return null;
  return list === 'checked' || list === 'unchecked' ? 'check' : (list as ListKind);
}

/**
 * Nests list lines by indent: a deeper line goes into the list of the item above it; a change
 * of kind at one level starts a new list.
 */
function nestLists(lines: Line[], start: number, level: number): [List[], number] {
  const lists: List[] = [];
  let at = start;
  while (at < lines.length) {
    const line = lines[at]!;
    const indent = indentOf(line.attributes);
    if (indent < level) break;
    if (indent > level) {
      const [children, next] = nestLists(lines, at, indent);
      let parent = lists.at(-1)?.items.at(-1);
      if (!parent) {
        // A list that starts indented: an empty item holds it, as a browser would show it.
        const kind = listKindOf(line)!;
        parent = { line: { inlines: [], attributes: {} }, checked: false, children: [] };
        lists.push({ kind, items: [parent] });
      }
      parent.children.push(...children);
      at = next;
      continue;
    }
    const kind = listKindOf(line)!;
    if (lists.at(-1)?.kind !== kind) lists.push({ kind, items: [] });
    lists.at(-1)!.items.push({ line, checked: line.attributes.list === 'checked', children: [] });
    at += 1;
  }
  return [lists, at];
}

/** The blocks of a Delta, in order. */
export function deltaBlocks(ops: readonly RichTextOp[]): Block[] {
  const items = deltaLines(ops);
  const blocks: Block[] = [];
  let at = 0;
  while (at < items.length) {
    const item = items[at]!;
    if (item.kind === 'video') {
      blocks.push(item);
      at += 1;
      continue;
    }
    const run = (test: (line: Line) => boolean) => {
      const lines: Line[] = [];
      while (at < items.length) {
        const next = items[at]!;
        if (next.kind !== 'line' || !test(next.line)) break;
        lines.push(next.line);
        at += 1;
      }
      return lines;
    };
    if (listKindOf(item.line)) {
      const lines = run((line) => listKindOf(line) !== null);
      blocks.push({ kind: 'lists', lists: nestLists(lines, 0, 0)[0] });
    } else if (item.line.attributes['code-block']) {
      blocks.push({ kind: 'code', lines: run((line) => !!line.attributes['code-block']) });
    } else {
      blocks.push({ kind: 'line', line: item.line });
      at += 1;
    }
  }
  return blocks;
}
