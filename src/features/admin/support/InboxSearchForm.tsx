import { Button, Field, Input } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WORDS_MAX } from './useInboxSearch';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  > div {
    flex: 0 1 420px;
    min-width: 0;
  }
`;

export interface InboxSearchFormProps {
  /** The words searched for now (the address's). */
  words: string;
  onSearch(words: string): void;
}

/** The inbox's search: a reference, a name, an e-mail address or words of the request. */
export function InboxSearchForm({ words, onSearch }: InboxSearchFormProps) {
  const { t } = useTranslation('adminSupport');
  const [text, setText] = useState(words);
  // Words changed in the address (Back, a link) show in the box; typing is left alone.
  const [known, setKnown] = useState(words);
  if (known !== words) {
    setKnown(words);
    setText(words);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form role="search" aria-label={t('search.label')} onSubmit={submit}>
      <Field label={t('search.words')} hint={t('search.hint')}>
        <Input
          type="search"
          value={text}
          maxLength={WORDS_MAX}
          onChange={(_, data) => setText(data.value)}
        />
      </Field>
      <Button type="submit" icon={<Search20Regular />}>
        {t('search.submit')}
      </Button>
    </Form>
  );
}
