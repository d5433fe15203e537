import Quill from 'quill';
import {
  checkRichText,
  COLOR_PALETTE,
  HISTORY_DELAY_MS,
  HISTORY_MAX_STACK,
  IMAGE_MIME_TYPES,
  RICH_TEXT_FORMATS,
} from '../../../../contracts/richText';
import {
  createEditorRegistry,
  editorFormats,
  editorOptions,
  SafeImage,
  SafeLink,
  SafeVideo,
  toolbarControls,
} from './richTextConfig';

/** A Quill with the editor's options, in the page (jsdom runs it, without layout). */
function makeEditor() {
  const host = document.createElement('div');
  const mount = document.createElement('div');
  host.appendChild(mount);
  document.body.appendChild(host);
  return new Quill(mount, editorOptions());
}

// jsdom has no layout: Quill measures the selection to scroll to it and to place its tooltip.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});

afterEach(() => document.body.replaceChildren());

describe('the sanitising formats', () => {
  it('keeps links with the spec’s protocols and blanks the rest, sms included', () => {
    for (const url of [
      'https://www.dot.example.gov/closures',
      'http://example.com',
      'mailto:traffic@dot.example.gov',
      'tel:+16145550134',
      '/tims/projects?pid=112233',
    ]) {
      expect(SafeLink.sanitize(url)).toBe(url);
    }
    for (const url of [
      'sms:+16145550134',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(SafeLink.sanitize(url)).toBe('about:blank');
    }
    expect(SafeLink.PROTOCOL_WHITELIST).toEqual(['http', 'https', 'mailto', 'tel']);
  });

  it('keeps http(s) and allowed data images, and only http(s) videos', () => {
    expect(SafeImage.sanitize('https://dot.example.gov/detour.png')).toBe(
      'https://dot.example.gov/detour.png',
    );
    expect(SafeImage.sanitize('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(SafeImage.sanitize('data:image/svg+xml;base64,PHN2Zz4=')).toBe('//:0');
    expect(SafeImage.sanitize('javascript:alert(1)')).toBe('//:0');
    expect(SafeVideo.sanitize('https://www.youtube.com/embed/abc')).toBe(
      'https://www.youtube.com/embed/abc',
    );
    expect(SafeVideo.sanitize('mailto:someone@example.com')).toBe('about:blank');
  });
});

describe('the registry', () => {
  it('holds the spec’s formats only, with the sanitising ones, and no formula without KaTeX', () => {
    expect(editorFormats(false)).toEqual(RICH_TEXT_FORMATS.filter((f) => f !== 'formula'));
    expect(editorFormats(true)).toEqual([...RICH_TEXT_FORMATS]);
    const registry = createEditorRegistry(editorFormats(false));
    expect(registry.query('link')).toBe(SafeLink);
    expect(registry.query('image')).toBe(SafeImage);
    expect(registry.query('video')).toBe(SafeVideo);
    for (const format of ['bold', 'header', 'list', 'code-block', 'indent', 'color', 'size']) {
      expect(registry.query(format)).not.toBeNull();
    }
    // Inline code and tables are Quill formats the spec does not list.
    expect(registry.query('code')).toBeNull();
    expect(registry.query('table')).toBeNull();
    expect(registry.query('formula')).toBeNull();
    expect(createEditorRegistry(editorFormats(true)).query('formula')).not.toBeNull();
  });
});

describe('the options', () => {
  it('uses the snow theme, the spec’s history and image types, and the whole toolbar', () => {
    const options = editorOptions({ withFormula: false });
    const modules = options.modules as Record<string, Record<string, unknown>>;
    expect(options.theme).toBe('snow');
    expect(modules.history).toEqual({
      delay: HISTORY_DELAY_MS,
      maxStack: HISTORY_MAX_STACK,
      userOnly: true,
    });
    expect(modules.uploader).toEqual({ mimetypes: IMAGE_MIME_TYPES });
    expect(IMAGE_MIME_TYPES).toEqual([
      'image/png',
      'image/gif',
      'image/jpeg',
      'image/bmp',
      'image/x-icon',
    ]);

    const controls = toolbarControls(false).flat();
    expect(controls).toContainEqual({ header: [1, 2, 3, 4, 5, 6, false] });
    expect(controls).toContainEqual({ size: ['small', false, 'large', 'huge'] });
    expect(controls).toContainEqual({ font: [false, 'serif', 'monospace'] });
    expect(controls).toContainEqual({ color: [...COLOR_PALETTE] });
    expect(controls).toContainEqual({ background: [...COLOR_PALETTE] });
    expect(COLOR_PALETTE).toHaveLength(35);
    for (const control of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code-block',
      'link',
      'image',
      'video',
      'clean',
      { list: 'ordered' },
      { list: 'bullet' },
      { list: 'check' },
      { indent: '-1' },
      { indent: '+1' },
      { script: 'sub' },
      { script: 'super' },
      { direction: 'rtl' },
      { align: [false, 'center', 'right', 'justify'] },
    ]) {
      expect(controls).toContainEqual(control);
    }
    expect(controls).not.toContain('formula');
    expect(toolbarControls(true).flat()).toContain('formula');
  });
});

describe('an editor with these options', () => {
  it('blanks links with other protocols and holds indent to 1–8', () => {
    const quill = makeEditor();
    quill.setContents([
      { insert: 'Call ' },
      { insert: 'us', attributes: { link: 'sms:+16145550134' } },
      { insert: ' or ' },
      { insert: 'write', attributes: { link: 'mailto:traffic@dot.example.gov' } },
      { insert: '\n', attributes: { indent: 12 } },
    ]);
    expect(quill.getContents().ops).toEqual([
      { insert: 'Call ' },
      { insert: 'us', attributes: { link: 'about:blank' } },
      { insert: ' or ' },
      { insert: 'write', attributes: { link: 'mailto:traffic@dot.example.gov' } },
      { insert: '\n', attributes: { indent: 8 } },
    ]);
    quill.formatLine(0, 1, 'indent', 0);
    expect(quill.getFormat(0, 1).indent).toBeUndefined();
  });

  it('turns pasted HTML into content the server accepts', () => {
    const quill = makeEditor();
    quill.clipboard.dangerouslyPasteHTML(
      '<h2>Closure</h2>' +
        '<p><a href="sms:123">Text us</a> <code>I-70</code> <span style="color: red">now</span>' +
        ' <span style="color: rgb(230, 0, 0); background-color: #ffff00">here</span></p>' +
        '<p><img src="data:image/svg+xml;base64,PHN2Zz4=" width="auto"></p>' +
        '<table><tr><td>cell</td></tr></table>',
    );
    const ops = quill.getContents().ops;
    expect(ops).toContainEqual({ insert: 'Text us', attributes: { link: 'about:blank' } });
    expect(ops).toContainEqual({
      insert: 'here',
      attributes: { color: '#e60000', background: '#ffff00' },
    });
    expect(ops).toContainEqual({ insert: { image: '//:0' } });
    // Inline code, a named colour and the table are gone; their text stays.
    expect(JSON.stringify(ops)).not.toMatch(/"code"|"red"|"table"|"width"/);
    expect(quill.getText()).toContain('I-70 now here');
    expect(quill.getText()).toContain('cell');
    expect(checkRichText(ops as never).ok).toBe(true);
  });

  it('offers a selected e-mail address as a mailto: link', () => {
    const quill = makeEditor();
    quill.setText('Write to traffic@dot.example.gov today\n');
    quill.setSelection(9, 23);
    const link = quill.container.parentElement!.querySelector<HTMLButtonElement>('button.ql-link')!;
    link.click();
    const input = quill.container.querySelector<HTMLInputElement>('.ql-tooltip input[type=text]')!;
    expect(input.value).toBe('mailto:traffic@dot.example.gov');
    input.value = 'javascript:alert(1)';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(quill.getFormat(9, 23).link).toBe('about:blank');
  });
});
