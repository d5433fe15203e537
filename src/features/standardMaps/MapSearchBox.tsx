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
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalM};
  > div {
    display: grid;
    flex: 1 1 280px;
    max-width: 520px;
  }
`;

export interface MapSearchBoxProps {
  words: string;
  onSearch(words: string | undefined): void;
}

/** Words to find in the maps' titles, places and descriptions ("Delaware", "bridges"). */
export function MapSearchBox({ words, onSearch }: MapSearchBoxProps) {
  const { t } = useTranslation('standardMaps');
  const id = useId('map-search');
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
