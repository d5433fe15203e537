import { Button, Input, Label, useId } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProjectSearchQuery } from '../../../contracts/projects';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalM};
  > div {
    display: grid;
    flex: 1 1 320px;
    max-width: 520px;
  }
`;

export interface ProjectSearchBoxProps {
  query: ProjectSearchQuery;
  onSearch(change: Partial<ProjectSearchQuery>): void;
}

/** One box for a PID or words (name, description, route): digits search PIDs by prefix. */
export function ProjectSearchBox({ query, onSearch }: ProjectSearchBoxProps) {
  const { t } = useTranslation('projects');
  const id = useId('project-search');
  const [value, setValue] = useState(query.pid ?? query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const isPid = /^\d{1,6}$/.test(text);
    onSearch({ pid: isPid ? text : undefined, q: isPid || !text ? undefined : text });
  };
  return (
    <Form role="search" onSubmit={submit} aria-label={t('search.label')}>
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
      <Button type="submit" appearance="primary" icon={<Search20Regular />}>
        {t('search.submit')}
      </Button>
    </Form>
  );
}
