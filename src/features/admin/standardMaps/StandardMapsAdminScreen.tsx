import { Button, Field, Input, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { ArrowUpload20Regular, Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  STANDARD_MAP_CATEGORIES,
  type StandardMapCategory,
} from '../../../../contracts/standardMapFields';
import { ButtonLink } from '../../../components/ButtonLink';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { useListAdminStandardMapsQuery } from '../../standardMaps/standardMapsApi';
import { AdminMapsTable } from './AdminMapsTable';
import { Intro, Notice } from './formLayout';
import { RegenerationPanel } from './RegenerationPanel';

const PAGE = 50;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const Status = styled.div`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const isCategory = (value: string | null): value is StandardMapCategory =>
  (STANDARD_MAP_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * /admin/standard-maps — every map, published or not, searched by words and category (kept in
 * the address), each linked to its editing page; and the drawing of the generated set.
 */
export function StandardMapsAdminScreen() {
  const { t, i18n } = useTranslation(['admin', 'standardMaps']);
  const [params, setParams] = useSearchParams();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const q = params.get('q')?.trim().slice(0, 200) || undefined;
  const category = params.get('category');
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const list = useListAdminStandardMapsQuery({
    q,
    category: isCategory(category) ? [category] : undefined,
    offset,
    limit: PAGE,
  });
  const [words, setWords] = useState(q ?? '');
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const result = list.data;

  const search = (next: { q?: string; category?: string; offset?: number }) => {
    const merged = { q, category: isCategory(category) ? category : undefined, ...next };
    const address = new URLSearchParams();
    if (merged.q) address.set('q', merged.q);
    if (merged.category) address.set('category', merged.category);
    if (next.offset) address.set('offset', String(next.offset));
    setParams(address, { replace: true });
  };

  return (
    <section aria-labelledby="standard-maps-title">
      <Header>
        <Intro>
          <h2 id="standard-maps-title">{t('standardMaps.list.title')}</h2>
          <p>{t('standardMaps.list.description')}</p>
        </Intro>
        <ButtonLink
          to="/admin/standard-maps/new"
          appearance="primary"
          icon={<ArrowUpload20Regular />}
        >
          {t('standardMaps:admin.upload')}
        </ButtonLink>
      </Header>
      {deleted && (
        <Notice intent="success" role="status">
          <MessageBarBody>{t('standardMaps.list.deleted', { title: deleted })}</MessageBarBody>
        </Notice>
      )}
      <RegenerationPanel />
      <section aria-labelledby="all-maps-title">
        <h3 id="all-maps-title">{t('standardMaps.list.allMaps')}</h3>
        <Filters
          role="search"
          aria-label={t('standardMaps.list.searchLabel')}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            search({ q: words.trim() || undefined });
          }}
        >
          <Field label={t('standardMaps.list.words')}>
            <Input type="search" value={words} onChange={(_, data) => setWords(data.value)} />
          </Field>
          <Field label={t('standardMaps.list.category')}>
            <Select
              value={isCategory(category) ? category : ''}
              onChange={(_, data) => search({ category: data.value || undefined })}
            >
              <option value="">{t('standardMaps.list.anyCategory')}</option>
              {STANDARD_MAP_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`standardMaps:categories.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" icon={<Search20Regular />}>
            {t('standardMaps.list.search')}
          </Button>
        </Filters>
        {list.isError && !list.isFetching ? (
          <FailedWithRetry
            message={t('standardMaps.list.failed')}
            retryLabel={t('list.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Status role="status">
            {!result ? (
              <Spinner size="small" label={t('standardMaps.list.loading')} />
            ) : result.total === 0 ? (
              t('standardMaps.list.empty')
            ) : (
              t('standardMaps.list.count', { count: result.total, formatted: count(result.total) })
            )}
          </Status>
        )}
        {result && result.items.length > 0 && <AdminMapsTable maps={result.items} />}
        {result && result.total > PAGE && (
          <Pager aria-label={t('standardMaps.list.pages')}>
            <span>
              {t('standardMaps.list.range', {
                from: count(offset + 1),
                to: count(Math.min(offset + PAGE, result.total)),
                total: count(result.total),
              })}
            </span>
            <Button disabled={offset === 0} onClick={() => search({ offset: offset - PAGE })}>
              {t('standardMaps:results.previous')}
            </Button>
            <Button
              disabled={offset + PAGE >= result.total}
              onClick={() => search({ offset: offset + PAGE })}
            >
              {t('standardMaps:results.next')}
            </Button>
          </Pager>
        )}
      </section>
    </section>
  );
}
