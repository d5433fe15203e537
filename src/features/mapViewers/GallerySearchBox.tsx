import { Button, Input, Label, useId } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_WORDS_LENGTH } from './gallerySearch';

const Form = styled.form`
  display: flex;
  flex: 1 1 320px;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  > div {
    display: grid;
    flex: 1 1 200px;
    max-width: 420px;
  }
`;

export interface GallerySearchBoxProps {
  words: string;
  onSearch(words: string | undefined): void;
}

/** Words to find in the group's maps and apps (titles, summaries, descriptions, tags). */
export function GallerySearchBox({ words, onSearch }: GallerySearchBoxProps) {
  const { t } = useTranslation('mapViewers');
  const id = useId('gallery-search');
  const [value, setValue] = useState(words);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <Form role="search" aria-label={t('search.label')} onSubmit={submit}>
      <div>
        <Label htmlFor={id}>{t('search.label')}</Label>
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={MAX_WORDS_LENGTH}
          placeholder={t('search.placeholder')}
          onChange={(_, data) => setValue(data.value)}
        />
      </div>
      <Button
        type="submit"
        appearance="primary"
        icon={<Search20Regular />}
        aria-label={t('search.submitLabel')}
      >
        {t('search.submit')}
      </Button>
    </Form>
  );
}
