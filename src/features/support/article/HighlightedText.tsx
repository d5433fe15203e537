import { Fragment } from 'react';

export interface HighlightedTextProps {
  text: string;
  /** `[start, end)` offsets into `text` of the matched words, as the search answers them. */
  highlights: readonly (readonly [number, number])[];
}

/** Spans of `text` to mark: in order, inside the text, overlaps merged, empty ones dropped. */
export function markedSpans(
  length: number,
  highlights: readonly (readonly [number, number])[],
): [number, number][] {
  const sorted = highlights
    .map(([start, end]): [number, number] => [Math.max(0, start), Math.min(length, end)])
    .filter(([start, end]) => Number.isInteger(start) && Number.isInteger(end) && start < end)
    .sort((a, b) => a[0] - b[0]);
  const spans: [number, number][] = [];
  for (const span of sorted) {
    const last = spans[spans.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else spans.push(span);
  }
  return spans;
}

/**
 * A piece of text with the matched words in `<mark>`: React text nodes only, so whatever the
 * text holds is shown as text, never read as HTML.
 */
export function HighlightedText({ text, highlights }: HighlightedTextProps) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of markedSpans(text.length, highlights)) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
