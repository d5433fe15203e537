import { useState, type ReactNode } from 'react';

export interface LazyDetailsProps {
  summary: ReactNode;
  /** Made only when the reader first opens the disclosure; kept once made. */
  children: () => ReactNode;
}

/**
 * A `<details>` disclosure whose content is made when first opened. The API reference holds
 * some 400 schema outlines, three quarters of the page's elements while every one is closed;
 * made on demand they cost nothing until read. The browser's find-in-page no longer sees a
 * closed outline's words: the reference's own filter and the headings are what it searches.
 */
export function LazyDetails({ summary, children }: LazyDetailsProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children()}
    </details>
  );
}
