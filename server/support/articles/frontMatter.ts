import { parseDocument } from 'yaml';
import { ARTICLE_SECTIONS, type ArticleSection } from '../../../contracts/support';
import { ArticleError } from './articleError';

export interface FrontMatter {
  title: string;
  section: ArticleSection;
  order: number;
  summary: string;
  /** `YYYY-MM-DD`. */
  updated: string;
}

const KEYS = ['title', 'section', 'order', 'summary', 'updated'];
const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/;

/** Splits `---\n{YAML}\n---\n{Markdown}` and checks the YAML; throws `ArticleError`. */
export function readFrontMatter(text: string, file: string): { meta: FrontMatter; body: string } {
  const source = text.replace(/^\uFEFF/, '');
  const match = FENCE.exec(source);
  if (!match) {
    throw new ArticleError(file, 'does not start with front matter between two "---" lines');
  }
  const document = parseDocument(match[1] ?? '', { prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new ArticleError(
      file,
      `its front matter is not valid YAML (${document.errors[0]?.message})`,
    );
  }
  const data: unknown = document.toJS();
  return { meta: checkFrontMatter(data, file), body: source.slice(match[0].length) };
}

function checkFrontMatter(data: unknown, file: string): FrontMatter {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ArticleError(
      file,
      'its front matter must be a map of title, section, order, summary and updated',
    );
  }
  const values = data as Record<string, unknown>;
  const unknown = Object.keys(values).find((key) => !KEYS.includes(key));
  if (unknown) {
    throw new ArticleError(file, `front matter "${unknown}" is not known (use ${KEYS.join(', ')})`);
  }
  const text = (key: string, max: number): string => {
    const value = values[key];
    if (
      typeof value !== 'string' ||
      !value.trim() ||
      value.length > max ||
      // eslint-disable-next-line no-control-regex -- one line: no control character at all
      /[\u0000-\u001f\u007f]/.test(value)
    ) {
      throw new ArticleError(
        file,
        `front matter "${key}" must be one line of text (at most ${max} characters)`,
      );
    }
    return value.trim();
  };
  const section = values.section;
  if (!ARTICLE_SECTIONS.includes(section as ArticleSection)) {
    throw new ArticleError(
      file,
      `front matter "section" must be one of ${ARTICLE_SECTIONS.join(', ')}`,
    );
  }
  const order = values.order;
  if (typeof order !== 'number' || !Number.isInteger(order) || Math.abs(order) > 10_000) {
    throw new ArticleError(file, 'front matter "order" must be a whole number');
  }
  const updated = values.updated;
  if (typeof updated !== 'string' || !isDay(updated)) {
    throw new ArticleError(file, 'front matter "updated" must be a date written YYYY-MM-DD');
  }
  return {
    title: text('title', 120),
    section: section as ArticleSection,
    order,
    summary: text('summary', 300),
    updated,
  };
}

function isDay(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}
