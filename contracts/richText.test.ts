import {
  BLANK_IMAGE,
  BLANK_LINK,
  COLOR_PALETTE,
  FONT_SIZES,
  IMAGE_MIME_TYPES,
  MAX_CONTENT_BYTES,
  RICH_TEXT_FORMATS,
  checkRichText,
  isValidColor,
  looksLikeEmail,
  mailtoLink,
  plainText,
  sanitizeImageSource,
  sanitizeLink,
  sanitizeVideoSource,
  type RichTextOp,
} from './richText';

/** The ops after a check that must pass; fails the test with the problem otherwise. */
function cleaned(ops: RichTextOp[]): RichTextOp[] {
  const result = checkRichText(ops);
  if (!result.ok) throw new Error(`expected the content to pass, got: ${result.problem}`);
  return result.ops;
}

function problemOf(ops: unknown): string {
  const result = checkRichText(ops as RichTextOp[]);
  if (result.ok) throw new Error('expected the content to be refused');
  return result.problem;
}

const linked = (link: unknown): RichTextOp[] => [
  { insert: 'read this', attributes: { link } },
  { insert: '\n' },
];
const formatted = (attributes: Record<string, unknown>): RichTextOp[] => [
  { insert: 'text', attributes },
  { insert: '\n' },
];

describe('the editor constants', () => {
  it('has the 35 colours of the palette, each a valid colour', () => {
    expect(COLOR_PALETTE).toHaveLength(35);
    expect(new Set(COLOR_PALETTE).size).toBe(35);
    expect(COLOR_PALETTE.every(isValidColor)).toBe(true);
  });

  it('lists the spec’s image types and font sizes', () => {
    expect(IMAGE_MIME_TYPES).toEqual([
      'image/png',
      'image/gif',
      'image/jpeg',
      'image/bmp',
      'image/x-icon',
    ]);
    expect(FONT_SIZES).toEqual(['small', 'large', 'huge']);
    expect(RICH_TEXT_FORMATS).toHaveLength(20);
  });
});

describe('sanitizeLink', () => {
  it.each([
    'https://www.transportation.gov/projects?pid=112233#map',
    'http://example.gov',
    'mailto:press@dot.example.gov',
    'tel:+1-614-555-0100',
    'HTTPS://EXAMPLE.GOV',
    '/tims/projects?pid=112233',
    'projects/details',
    '#section-2',
    '//cdn.example.gov/notice.pdf',
  ])('keeps %s', (url) => {
    expect(sanitizeLink(url)).toBe(url);
  });

  it.each([
    ['a javascript: link', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a line break inside the scheme', 'java\nscript:alert(1)'],
    ['a carriage return inside the scheme', 'jav\rascript:alert(1)'],
    ['leading spaces', '   javascript:alert(1)'],
    ['leading control characters', '\u0001\u0010javascript:alert(1)'],
    ['a trailing DEL inside', 'javascript\u007f:alert(1)'],
    ['an HTML data: link', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a data: image as a link', 'data:image/png;base64,iVBORw0KGgo='],
    ['vbscript:', 'vbscript:msgbox("x")'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://files.example.gov/x'],
    ['a custom scheme', 'ms-excel:ofe|u|https://x'],
  ])('blanks %s', (_case, url) => {
    expect(sanitizeLink(url)).toBe(BLANK_LINK);
  });
});

describe('sanitizeImageSource', () => {
  it.each([
    'https://www.example.gov/closure.png',
    'http://www.example.gov/closure.gif',
    '/tims/brand/tims-logo.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'data:image/bmp;base64,Qk0=',
    'data:image/x-icon;base64,AAABAA==',
    'DATA:IMAGE/PNG;base64,iVBORw0KGgo=',
  ])('keeps %s', (source) => {
    expect(sanitizeImageSource(source)).toBe(source);
  });

  it.each([
    ['a javascript: source', 'javascript:alert(1)'],
    ['a split javascript: source', ' java\tscript:alert(1)'],
    ['an SVG data image (it may carry script)', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['an SVG data image, plain', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a data URL with no type', 'data:,hello'],
    ['a data URL whose scheme is split', 'da\tta:image/png;base64,iVBORw0KGgo='],
    ['vbscript:', 'vbscript:x'],
    ['a blob: URL', 'blob:https://example.gov/0f3c'],
  ])('blanks %s', (_case, source) => {
    expect(sanitizeImageSource(source)).toBe(BLANK_IMAGE);
  });
});

describe('sanitizeVideoSource', () => {
  it('keeps http and https videos only', () => {
    expect(sanitizeVideoSource('https://www.youtube.com/embed/abc')).toBe(
      'https://www.youtube.com/embed/abc',
    );
    expect(sanitizeVideoSource('http://video.example.gov/a')).toBe('http://video.example.gov/a');
    expect(sanitizeVideoSource('javascript:alert(1)')).toBe(BLANK_LINK);
    expect(sanitizeVideoSource('data:text/html,<script>alert(1)</script>')).toBe(BLANK_LINK);
    expect(sanitizeVideoSource('/tims/evil')).toBe(BLANK_LINK);
  });
});

describe('isValidColor', () => {
  it.each(['#e60000', '#E60000', '#fff', 'rgb(230, 0, 0)', 'rgb(0,0,0)'])('accepts %s', (c) => {
    expect(isValidColor(c)).toBe(true);
  });

  it.each([
    'red',
    'url(javascript:alert(1))',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    '#e60000; background: url(x)',
    '#e6000',
    'rgb(256, 0, 0)',
    'rgba(0, 0, 0, 0.5)',
    '',
    42,
    null,
  ])('refuses %p', (c) => {
    expect(isValidColor(c)).toBe(false);
  });
});

describe('e-mail selections', () => {
  it('turns an address into a mailto: link and leaves other text alone', () => {
    expect(looksLikeEmail('press@dot.example.gov')).toBe(true);
    expect(mailtoLink('press@dot.example.gov')).toBe('mailto:press@dot.example.gov');
    expect(mailtoLink('mailto:press@dot.example.gov')).toBe('mailto:press@dot.example.gov');
    expect(looksLikeEmail('not an address')).toBe(false);
    expect(mailtoLink('https://example.gov')).toBe('https://example.gov');
  });
});

describe('checkRichText', () => {
  it('passes every format of the spec with valid values, unchanged', () => {
    const ops: RichTextOp[] = [
      { insert: 'Road closed', attributes: { bold: true, italic: true, color: '#e60000' } },
      { insert: ' on ', attributes: { underline: true, strike: true, background: '#ffff00' } },
      { insert: 'US-23', attributes: { link: 'https://example.gov/us23', font: 'serif' } },
      { insert: 'x', attributes: { script: 'super', size: 'huge' } },
      { insert: '\n', attributes: { header: 2, align: 'center', direction: 'rtl' } },
      { insert: 'first', attributes: { size: 'small' } },
      { insert: '\n', attributes: { list: 'ordered', indent: 1 } },
      { insert: 'done\n', attributes: { list: 'checked', indent: 8 } },
      { insert: 'quoted\n', attributes: { blockquote: true } },
      { insert: 'const x = 1;\n', attributes: { 'code-block': 'javascript' } },
      { insert: { image: 'data:image/png;base64,iVBORw0KGgo=' }, attributes: { width: '120' } },
      { insert: { video: 'https://www.youtube.com/embed/abc' } },
      { insert: { formula: 'e = mc^2' } },
      { insert: '\n', attributes: { 'code-block': true, align: 'justify' } },
    ];

    expect(cleaned(ops)).toEqual(ops);
  });

  it('keeps text containing markup as text: a Delta is rendered as text, never as HTML', () => {
    const ops = [{ insert: '<script>alert(1)</script><img src=x onerror=alert(1)>\n' }];

    expect(cleaned(ops)).toEqual(ops);
  });

  describe('links', () => {
    it.each([
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '  \u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])('neutralises the link %p to about:blank and keeps the text', (link) => {
      expect(cleaned(linked(link))).toEqual(linked(BLANK_LINK));
    });

    it('keeps an allowed link as it is', () => {
      expect(cleaned(linked('mailto:press@dot.example.gov'))).toEqual(
        linked('mailto:press@dot.example.gov'),
      );
    });

    it('refuses a link that is not text, or longer than 2,000 characters', () => {
      expect(problemOf(linked(42))).toBe('Operation 0: format "link" must be a URL');
      expect(problemOf(linked(`https://example.gov/${'a'.repeat(2000)}`))).toContain('"link"');
    });
  });

  describe('embeds', () => {
    it.each([
      ['javascript:alert(1)'],
      ['JAVA\nSCRIPT:alert(1)'],
      ['data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
      ['data:text/html,<script>alert(1)</script>'],
    ])('neutralises the image source %p', (source) => {
      expect(cleaned([{ insert: { image: source } }, { insert: '\n' }])).toEqual([
        { insert: { image: BLANK_IMAGE } },
        { insert: '\n' },
      ]);
    });

    it('neutralises a video that is not http(s)', () => {
      expect(cleaned([{ insert: { video: 'javascript:alert(1)' } }])).toEqual([
        { insert: { video: BLANK_LINK } },
      ]);
    });

    it('refuses an unknown embed, several embeds in one op, or a source that is not text', () => {
      expect(problemOf([{ insert: { iframe: 'https://x' } }])).toBe(
        'Operation 0: unknown embed "iframe"',
      );
      expect(problemOf([{ insert: { image: 'https://x/a.png', video: 'https://x' } }])).toBe(
        'Operation 0: unknown embed "image, video"',
      );
      expect(problemOf([{ insert: {} }])).toBe('Operation 0: unknown embed ""');
      expect(problemOf([{ insert: { image: { src: 'https://x' } } }])).toBe(
        'Operation 0: invalid image',
      );
      expect(problemOf([{ insert: { formula: 'x'.repeat(2001) } }])).toBe(
        'Operation 0: invalid formula',
      );
    });
  });

  describe('formats', () => {
    it.each(['onerror', 'onclick', 'style', 'class', 'code', 'href', 'src', '__proto__'])(
      'refuses the unknown format %p',
      (name) => {
        const ops = [{ insert: 'text', attributes: JSON.parse(`{"${name}": "x"}`) }];

        expect(problemOf(ops)).toBe(`Operation 0: unknown format "${name}"`);
      },
    );

    it('names the operation that holds the problem', () => {
      expect(problemOf([{ insert: 'fine\n' }, ...formatted({ header: 7 })])).toBe(
        'Operation 1: format "header" must be 1 to 6',
      );
    });

    it.each([
      [{ header: 7 }, 'header'],
      [{ header: 0 }, 'header'],
      [{ header: '1' }, 'header'],
      [{ indent: 0 }, 'indent'],
      [{ indent: 9 }, 'indent'],
      [{ indent: 1.5 }, 'indent'],
      [{ size: '20px' }, 'size'],
      [{ size: 'normal' }, 'size'],
      [{ color: 'red' }, 'color'],
      [{ color: 'url(javascript:alert(1))' }, 'color'],
      [{ background: 'expression(alert(1))' }, 'background'],
      [{ font: 'Comic Sans MS' }, 'font'],
      [{ bold: 'yes' }, 'bold'],
      [{ list: 'disc' }, 'list'],
      [{ script: 'middle' }, 'script'],
      [{ align: 'left' }, 'align'],
      [{ direction: 'ltr' }, 'direction'],
      [{ 'code-block': '<script>' }, 'code-block'],
      [{ width: '100px; position: fixed' }, 'width'],
    ])('refuses %p', (attributes, name) => {
      expect(problemOf(formatted(attributes))).toMatch(
        new RegExp(`^Operation 0: format "${name}" must be `),
      );
    });

    it.each([{ size: 'huge' }, { indent: 1 }, { indent: 8 }, { header: 1 }, { header: 6 }])(
      'accepts %p',
      (attributes) => {
        expect(cleaned(formatted(attributes))).toEqual(formatted(attributes));
      },
    );
  });

  describe('shape and size', () => {
    it('refuses empty text operations and operations that insert nothing', () => {
      expect(problemOf([{ insert: '' }])).toBe('Operation 0: empty text');
      expect(problemOf([{ retain: 3 }])).toBe('Operation 0: only text or an embed may be inserted');
      expect(problemOf([{ insert: null }])).toBe(
        'Operation 0: only text or an embed may be inserted',
      );
      expect(problemOf([{ insert: ['a'] }])).toBe(
        'Operation 0: only text or an embed may be inserted',
      );
      expect(problemOf(['text'])).toBe('Operation 0: only text or an embed may be inserted');
      expect(problemOf([{ insert: 'a', attributes: 'bold' }])).toBe(
        'Operation 0: formats must be an object',
      );
      expect(problemOf({ ops: [] })).toBe('Content must be a list of operations');
    });

    it('accepts content up to 512 KB and refuses more, counted in UTF-8 bytes', () => {
      const overhead = JSON.stringify([{ insert: '' }]).length;
      const fits = [{ insert: 'a'.repeat(MAX_CONTENT_BYTES - overhead) }];
      const tooBig = [{ insert: 'a'.repeat(MAX_CONTENT_BYTES - overhead + 1) }];
      // Two bytes per character in UTF-8: half as many characters go over the limit.
      const wide = [{ insert: 'é'.repeat(MAX_CONTENT_BYTES / 2) }];

      expect(checkRichText(fits).ok).toBe(true);
      expect(problemOf(tooBig)).toBe('Content is larger than 512 KB');
      expect(problemOf(wide)).toBe('Content is larger than 512 KB');
    });
  });

  it('returns new ops and leaves its argument alone', () => {
    const ops = linked('javascript:alert(1)');
    const before = JSON.parse(JSON.stringify(ops));

    cleaned(ops);

    expect(ops).toEqual(before);
  });
});

describe('plainText', () => {
  it('joins the text, leaves embeds out and trims', () => {
    expect(
      plainText([
        { insert: '  Road ', attributes: { bold: true } },
        { insert: { image: 'https://x/a.png' } },
        { insert: 'closed\n' },
      ]),
    ).toBe('Road closed');
    expect(plainText([{ insert: ' \n\t\n' }])).toBe('');
  });
});
