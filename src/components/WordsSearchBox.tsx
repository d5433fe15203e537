import { Button, Input, Label, useId } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  > div {
    display: grid;
  }
`;

export interface WordsSearchBoxProps {
  /** The words in the address; give the box a `key` from them so it follows the address. */
  words: string;
  /** Called with the trimmed words, or `undefined` when the box is empty. */
  onSearch(words: string | undefined): void;
  /**
   * The namespace whose `search.label`, `search.placeholder`, `search.submit` and
   * `search.submitLabel` name the box.
   */
  namespace: string;
  /** Prefix of the input's generated id. */
  idPrefix: string;
  maxLength?: number;
  className?: string;
}

/**
 * A search form for a gallery's words: the value is kept locally while typing and handed on
 * when submitted, so the address (and the query) changes once per search.
 */
export function WordsSearchBox({
  words,
  onSearch,
  namespace,
  idPrefix,
  maxLength,
  className,
}: WordsSearchBoxProps) {
  const { t } = useTranslation(namespace);
  const id = useId(idPrefix);
  const [value, setValue] = useState(words);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <Form className={className} role="search" aria-label={t('search.label')} onSubmit={submit}>
      <div>
        <Label htmlFor={id}>{t('search.label')}</Label>
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={t('search.placeholder')}
          onChange={(_, data) => setValue(data.value)}
        />
      </div>
      <Button
        type="submit"
        appearance="primary"
        icon={<Search20Regular />}
        // Named by its visible word (WCAG 2.5.3: a translated longer label need not contain it
        // as a word); the longer wording describes it, and the search landmark says what.
        title={t('search.submitLabel')}
      >
        {t('search.submit')}
      </Button>
    </Form>
  );
}
