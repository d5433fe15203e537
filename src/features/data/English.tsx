import type { ReactNode } from 'react';

/**
 * Text the department wrote and the server serves as it is, in English (a dataset's title and
 * description, a field's alias and definition, a term of the glossary, the API's descriptions):
 * marked English so a screen reader reads it with English words whatever the interface language,
 * and isolated left to right so a right-to-left page keeps its words and punctuation in order.
 * Inline: the text it sits in keeps its alignment.
 */
export function English({ children }: { children: ReactNode }) {
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}

/** The same marks for an element that holds nothing but such text (spread on it). */
export const ENGLISH = { lang: 'en', dir: 'ltr' } as const;
