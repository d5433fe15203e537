import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArticleError } from './articleError';
import { HelpCentre } from './helpCentre';

describe('an article TIMS cannot serve', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tims-help-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'media'));
    writeFileSync(join(dir, 'media', 'map.png'), Buffer.from('png'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const FRONT =
    'title: A title\nsection: using-tims\norder: 1\nsummary: One sentence.\nupdated: 2026-01-10\n';
  const write = (name: string, text: string) => writeFileSync(join(dir, 'en', name), text);
  const article = (body: string, front = FRONT) => `---\n${front}---\n\n${body}\n`;
  const problemOf = (name: string, text: string): string => {
    write(name, text);
    try {
      new HelpCentre(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ArticleError);
      return (error as Error).message;
    }
    throw new Error('The help centre loaded');
  };

  it.each([
    ['no front matter', 'a.md', '# Hello', 'does not start with front matter'],
    ['broken YAML', 'a.md', article('Text', 'title: [A\n'), 'front matter is not valid YAML'],
    [
      'a key twice',
      'a.md',
      article('Text', `${FRONT}title: B\n`),
      'front matter is not valid YAML',
    ],
    [
      'an unknown key',
      'a.md',
      article('Text', `${FRONT}author: me\n`),
      'front matter "author" is not known',
    ],
    [
      'no title',
      'a.md',
      article('Text', FRONT.replace('title: A title\n', '')),
      '"title" must be one line of text',
    ],
    [
      'a section of none',
      'a.md',
      article('Text', FRONT.replace('using-tims', 'misc')),
      '"section" must be one of using-tims, maps-and-data, your-account, about',
    ],
    [
      'an order of text',
      'a.md',
      article('Text', FRONT.replace('order: 1', 'order: first')),
      '"order" must be a whole number',
    ],
    [
      'no real date',
      'a.md',
      article('Text', FRONT.replace('2026-01-10', '2026-02-30')),
      '"updated" must be a date written YYYY-MM-DD',
    ],
    [
      'a file name that is no slug',
      'Getting_Started.md',
      article('Text'),
      'its name must be the slug',
    ],
    ['a level-1 heading', 'a.md', article('# A title'), 'has a level-1 heading'],
    ['a relative link', 'a.md', article('[next](signing-in)'), 'links to "signing-in"'],
    [
      'an ftp link',
      'a.md',
      article('[files](ftp://example.gov/x)'),
      'links to "ftp://example.gov/x"',
    ],
    [
      'a picture from elsewhere',
      'a.md',
      article('![Map](https://example.gov/map.png)'),
      'shows "https://example.gov/map.png"',
    ],
    [
      'a picture climbing out',
      'a.md',
      article('![Map](media/../secret.png)'),
      'shows "media/../secret.png"',
    ],
    [
      'a picture without a text alternative',
      'a.md',
      article('![](media/map.png)'),
      'without a text alternative',
    ],
    [
      'a link to a heading it lacks',
      'a.md',
      article('## One\n\nSee [two](#two).'),
      'links to "#two"',
    ],
  ])('%s stops the start, naming the file', (_case, name, text, message) => {
    const problem = problemOf(name, text);
    expect(problem).toContain(`Help article ${join(dir, 'en', name)}:`);
    expect(problem).toContain(message);
  });

  it('lets a missing picture or a link to an article not yet written through, as a problem', () => {
    write(
      'a.md',
      article('![The map](media/missing.png)\n\nSee [b](/support/b) and [c](/support/c#nowhere).'),
    );
    write('c.md', article('## Somewhere'));
    const centre = new HelpCentre(dir);
    expect(centre.problems).toEqual([
      expect.stringContaining('a.md shows media/missing.png, which is not in'),
      expect.stringContaining('a.md links to /support/b, but there is no such article'),
      expect.stringContaining(
        'a.md links to /support/c#nowhere, but "A title" has no heading with the id "nowhere"',
      ),
    ]);
  });

  it('ignores other files and answers an empty centre when the folder is missing', () => {
    write('notes.txt', 'not an article');
    write('.draft.md', 'hidden');
    expect(new HelpCentre(dir).size).toBe(0);
    expect(new HelpCentre(join(dir, 'nowhere')).index()).toEqual({ sections: [] });
  });
});
