import { Field, Input } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

/** How long typing pauses before the search follows (ms). */
export const SEARCH_DEBOUNCE_MS = 350;

const Form = styled.form`
  display: grid;
  flex: 1 1 280px;
  max-width: 520px;
`;

export interface GlossarySearchBoxProps {
  label: string;
  placeholder: string;
  words: string;
  /** `typing`: the search followed a pause in typing (the address entry is replaced). */
  onSearch(words: string | undefined, how: { typing: boolean }): void;
}

/**
 * A search box that searches as one types (after a pause) and at once on Enter. The words of
 * the address show in it; a change made elsewhere (a link, Back) replaces what it holds.
 */
export function GlossarySearchBox({ label, placeholder, words, onSearch }: GlossarySearchBoxProps) {
  const [value, setValue] = useState(words);
  const sent = useRef(words);
  // The latest callback, so a parent's new function does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  useEffect(() => {
    if (words !== sent.current) {
      sent.current = words;
      setValue(words);
    }
  }, [words]);

  useEffect(() => {
    const trimmed = value.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      search.current(trimmed || undefined, { typing: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    sent.current = trimmed;
    onSearch(trimmed || undefined, { typing: false });
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <Field label={label}>
        <Input
          type="search"
          value={value}
          placeholder={placeholder}
          contentBefore={<Search20Regular />}
          onChange={(_, data) => setValue(data.value)}
        />
      </Field>
    </Form>
  );
}
