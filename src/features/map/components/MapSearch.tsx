import { Button, Input, Popover, PopoverSurface, Spinner } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProjectListItem } from '../../../../contracts/projects';
import { useAppDispatch } from '../../../app/hooks';
import { useLazySearchProjectsQuery } from '../../projects/projectsApi';
import { projectRequested } from '../mapSlice';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  flex: 1 1 260px;
  max-width: 420px;
  > span {
    flex: 1;
  }
`;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  min-width: 300px;
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: start;
  }
`;

/**
 * Finds a project on the map: a whole PID goes straight to it; anything else (a PID prefix, a
 * county-route-section, words) lists the matching projects to pick from.
 */
export function MapSearch() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLFormElement | null>(null);
  const [search, { data, isFetching, isError }] = useLazySearchProjectsQuery();

  const show = (pid: string) => {
    setOpen(false);
    dispatch(projectRequested({ pid }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (/^\d{6}$/.test(value)) {
      show(value);
      return;
    }
    void search(/^\d{1,5}$/.test(value) ? { pid: value, limit: 8 } : { q: value, limit: 8 });
    setOpen(true);
  };

  const items: ProjectListItem[] = data?.items ?? [];
  // The list hangs below the form, which is not its trigger: a trigger toggles on Enter, and
  // Enter in the box is the search itself.
  return (
    <>
      <Form ref={setAnchor} role="search" aria-label={t('search.label')} onSubmit={submit}>
        <Input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(_, change) => setText(change.value)}
        />
        <Button type="submit" icon={<Search20Regular />}>
          {t('search.submit')}
        </Button>
      </Form>
      <Popover
        open={open}
        onOpenChange={(_, state) => setOpen(state.open)}
        positioning={{ position: 'below', align: 'start', target: anchor }}
      >
        <PopoverSurface aria-label={t('search.results')}>
          {isFetching ? (
            <Spinner size="tiny" />
          ) : isError ? (
            <p role="alert">{t('search.failed')}</p>
          ) : items.length === 0 ? (
            <p role="status">{t('search.none', { text })}</p>
          ) : (
            <Results>
              {items.map((item) => (
                <li key={item.pid}>
                  <Button appearance="subtle" onClick={() => show(item.pid)}>
                    {item.pid} · {item.name} — {item.workType}
                  </Button>
                </li>
              ))}
            </Results>
          )}
        </PopoverSurface>
      </Popover>
    </>
  );
}
