import Quill, { Parchment, type QuillOptions } from 'quill';
import { ColorAttributor } from 'quill/formats/color';
import ImageFormat from 'quill/formats/image';
import LinkFormat from 'quill/formats/link';
import VideoFormat from 'quill/formats/video';
import type Toolbar from 'quill/modules/toolbar';
import {
  ALIGNMENTS,
  checkRichText,
  COLOR_PALETTE,
  FONT_SIZES,
  FONTS,
  HEADER_MAX,
  HEADER_MIN,
  HISTORY_DELAY_MS,
  HISTORY_MAX_STACK,
  IMAGE_MIME_TYPES,
  INDENT_MAX,
  INDENT_MIN,
  isValidColor,
  LINK_PROTOCOLS,
  mailtoLink,
  RICH_TEXT_FORMATS,
  sanitizeImageSource,
  sanitizeLink,
  sanitizeVideoSource,
} from '../../../../contracts/richText';

/**
 * The notification editor's Quill configuration (spec §3, §5, §9), from the shared rules of
 * `contracts/richText.ts`, so the editor, the renderer and the server agree. Nothing here
 * touches Quill's global registry: each editor gets a registry of its own.
 */

/** Quill's link with the spec's protocols: Quill's own list also lets `sms:` through. */
export class SafeLink extends LinkFormat {
  static override PROTOCOL_WHITELIST = [...LINK_PROTOCOLS];
  static override sanitize(url: string): string {
    return sanitizeLink(url);
  }
}

/** Keeps only the embed attributes (width, height, alt) the shared rules accept. */
function acceptedAttributes(formats: Record<string, string | null>) {
  return Object.fromEntries(
    Object.entries(formats).filter(
      ([name, value]) => checkRichText([{ insert: 'x', attributes: { [name]: value } }]).ok,
    ),
  );
}

/** Images: http(s), relative, or a data image of an allowed type; otherwise `//:0`. */
export class SafeImage extends ImageFormat {
  static override sanitize(url: string): string {
    return sanitizeImageSource(url);
  }
  static override formats(domNode: Element) {
    return acceptedAttributes(super.formats(domNode));
  }
}

/** Videos: http(s) only (Quill's default follows the link rules, which let `mailto:` in). */
export class SafeVideo extends VideoFormat {
  static override sanitize(url: string): string {
    return sanitizeVideoSource(url);
  }
  static override formats(domNode: Element) {
    return acceptedAttributes(super.formats(domNode));
  }
}

/**
 * Text and highlight colours as Quill writes them (inline styles), but only the colours the
 * renderer and the server accept: pasted `red` or `var(--x)` is dropped, not saved.
 */
class SafeColorAttributor extends ColorAttributor {
  override canAdd(node: HTMLElement, value: unknown): boolean {
    return isValidColor(value) && super.canAdd(node, value);
  }
}

export const SafeColor = new SafeColorAttributor('color', 'color', {
  scope: Parchment.Scope.INLINE,
});
export const SafeBackground = new SafeColorAttributor('background', 'background-color', {
  scope: Parchment.Scope.INLINE,
});

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** Quill's indent attributor (`+1`/`-1` steps, `ql-indent-N` classes) held to 1–8. */
class IndentAttributor extends Parchment.ClassAttributor {
  override add(node: HTMLElement, value: unknown): boolean {
    let level = 0;
    if (value === '+1' || value === '-1') {
      const current = this.value(node) ?? 0;
      level = value === '+1' ? current + 1 : current - 1;
    } else if (typeof value === 'number') {
      level = value;
    } else if (typeof value === 'string') {
      level = parseInt(value, 10) || 0;
    }
    if (level <= 0) {
      this.remove(node);
      return true;
    }
    return super.add(node, String(Math.min(level, INDENT_MAX)));
  }

  override canAdd(node: HTMLElement, value: unknown): boolean {
    return super.canAdd(node, value) || super.canAdd(node, parseInt(String(value), 10));
  }

  override value(node: HTMLElement): number | undefined {
    return parseInt(super.value(node), 10) || undefined; // never NaN
  }
}

export const SafeIndent = new IndentAttributor('indent', 'ql-indent', {
  scope: Parchment.Scope.BLOCK,
  whitelist: range(INDENT_MIN, INDENT_MAX) as unknown as string[],
});

/** Formula needs KaTeX, which TIMS does not ship; it is offered only where KaTeX is loaded. */
export function katexAvailable(): boolean {
  return typeof window !== 'undefined' && 'katex' in window && window.katex != null;
}

declare global {
  interface Window {
    katex?: unknown;
  }
}

/** The formats the editor knows: spec §3's, less formula without KaTeX. */
export function editorFormats(withFormula = katexAvailable()): string[] {
  return RICH_TEXT_FORMATS.filter((format) => withFormula || format !== 'formula');
}

const OVERRIDES: Record<string, Parchment.RegistryDefinition> = {
  link: SafeLink,
  image: SafeImage,
  video: SafeVideo,
  indent: SafeIndent,
  color: SafeColor,
  background: SafeBackground,
};

/** What every Quill document needs, whatever its formats (as Quill's own `formats` option). */
const CORE_BLOTS = ['block', 'break', 'cursor', 'inline', 'scroll', 'text'];

/**
 * A registry holding only the editor's formats, with the sanitising ones in place of Quill's:
 * pasted HTML cannot bring any other format in, and no other Quill on the page is affected.
 */
export function createEditorRegistry(formats: readonly string[] = editorFormats()) {
  const registry = new Parchment.Registry();
  const global = Quill.DEFAULTS.registry;
  for (const name of CORE_BLOTS) {
    const blot = global.query(name);
    if (blot) registry.register(blot);
  }
  for (const name of formats) {
    let format: unknown = OVERRIDES[name] ?? Quill.import(`formats/${name}`);
    // A list item needs its list container, a code line its code block: register those too.
    while (format) {
      registry.register(format as Parchment.RegistryDefinition);
      format =
        typeof format === 'function' && 'blotName' in format
          ? ((format as { requiredContainer?: unknown }).requiredContainer ?? null)
          : null;
    }
  }
  return registry;
}

type ToolbarControl = string | Record<string, unknown>;

/** Spec §3's formats as toolbar groups; formula only with KaTeX. */
export function toolbarControls(withFormula = katexAvailable()): ToolbarControl[][] {
  return [
    [{ header: [...range(HEADER_MIN, HEADER_MAX), false] }],
    [{ font: [false, ...FONTS] }, { size: [FONT_SIZES[0], false, ...FONT_SIZES.slice(1)] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ color: [...COLOR_PALETTE] }, { background: [...COLOR_PALETTE] }],
    [{ script: 'sub' }, { script: 'super' }],
    [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
    [{ indent: '-1' }, { indent: '+1' }],
    [{ align: [false, ...ALIGNMENTS] }, { direction: 'rtl' }],
    ['blockquote', 'code-block'],
    ['link', 'image', 'video', ...(withFormula ? ['formula'] : [])],
    ['clean'],
  ];
}

/**
 * The link button (spec §5): a selection that looks like an e-mail address is offered as a
 * mailto: link; the link is then edited in the theme's tooltip and sanitised by SafeLink.
 */
function linkHandler(this: Toolbar, value: unknown) {
  if (!value) {
    this.quill.format('link', false, Quill.sources.USER);
    return;
  }
  const selection = this.quill.getSelection();
  if (selection == null || selection.length === 0) return;
  const preview = mailtoLink(this.quill.getText(selection));
  const { tooltip } = this.quill.theme as unknown as {
    tooltip: { edit(mode: string, preview: string): void };
  };
  tooltip.edit('link', preview);
}

export interface EditorOptionsInput {
  placeholder?: string;
  /** Quill keeps its link tooltip inside this element (it flips above a line near the bottom). */
  bounds?: HTMLElement;
  withFormula?: boolean;
}

/** The options of a notification editor: snow theme, spec §9's history, upload types, toolbar. */
export function editorOptions({
  placeholder,
  bounds,
  withFormula = katexAvailable(),
}: EditorOptionsInput = {}): QuillOptions {
  return {
    theme: 'snow',
    placeholder,
    bounds,
    registry: createEditorRegistry(editorFormats(withFormula)),
    modules: {
      toolbar: { container: toolbarControls(withFormula), handlers: { link: linkHandler } },
      history: { delay: HISTORY_DELAY_MS, maxStack: HISTORY_MAX_STACK, userOnly: true },
      uploader: { mimetypes: [...IMAGE_MIME_TYPES] },
      keyboard: {
        bindings: {
          // Tab leaves the editor (no keyboard trap, WCAG 2.1.2) instead of typing a tab;
          // in lists and quotes Tab still indents, as Quill's own bindings say.
          tab: { key: 'Tab', handler: () => true },
        },
      },
    },
  };
}
