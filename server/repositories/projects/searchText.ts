/**
 * Words as word search sees them, the same on both engines because they are made here and not
 * by either engine's tokenizer: compatibility-decomposed, marks (accents) dropped, lower case,
 * split at anything that is not a letter or a digit. A chunk of text with inner punctuation
 * (`US-23`, `DEL-23-10.52`) also stands as words with its parts run together, from each part to
 * the end (`us23`; `del231052`, `231052`, `1052`), so searching `us-23` or `23-10.52` finds the
 * route or the section, and not every `us` near a `23`.
 * SQLite's FTS5 (unicode61) and PostgreSQL's `simple` configuration then see nothing but
 * letters, digits and single spaces, and split them the same way.
 */
/** Parts of one chunk run together at most: a long dotted string does not grow quadratically. */
const MAX_RUN = 6;

export function textWords(text: string): string[] {
  const words: string[] = [];
  for (const chunk of fold(text).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    words.push(...parts);
    for (let start = Math.max(0, parts.length - MAX_RUN); start < parts.length - 1; start++) {
      words.push(parts.slice(start).join(''));
    }
  }
  return words;
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The indexed text of a project: every word (`search`), and those of its PID, name and routes. */
export function searchDocuments(fields: {
  pid: string;
  name: string;
  description: string;
  routes: string[];
}): { search: string; search_title: string } {
  const title = textWords([fields.pid, fields.name, ...fields.routes].join(' '));
  return {
    search: [...title, ...textWords(fields.description)].join(' '),
    search_title: title.join(' '),
  };
}

/**
 * The words of a query, each to be matched as the start of an indexed word: one term per
 * whitespace-separated chunk (its parts run together when it has several), at most ten.
 * `undefined` when the query has no words at all (no condition); an empty list when it has
 * text but nothing searchable in it (`%`, `-`), which matches nothing.
 */
export function queryTerms(q: string | undefined): string[] | undefined {
  const chunks = (q ?? '').split(/\s+/).filter(Boolean);
  if (chunks.length === 0) return undefined;
  const terms = chunks
    .map((chunk) =>
      fold(chunk)
        .split(/[^\p{L}\p{N}]+/u)
        .join(''),
    )
    .filter(Boolean);
  return [...new Set(terms)].slice(0, 10);
}
