import { Button } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { GallerySearch } from './gallerySearch';
import { ItemGallery, ItemGallerySkeleton } from './ItemGallery';
import type { PortalSearchPage } from './mapViewersApi';
import type { GalleryItem } from './viewerItems';
import { numberFormat } from '../../lib/intlFormats';

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  padding: ${({ theme }) => theme.tokens.spacingVerticalXL} 0;
  p {
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalL};
  span:last-child {
    display: flex;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  }
`;

/** What the gallery needs of the items query. */
export interface ItemsState {
  data?: PortalSearchPage<GalleryItem>;
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface GroupItemsProps {
  search: GallerySearch;
  items: ItemsState;
  onChange(change: Partial<GallerySearch>): void;
  /** A page turned under the focus: the group's heading takes it. */
  onRefocus(): void;
}

/** A group's maps and apps with their loading, empty and failed states, and the pages. */
export function GroupItems({ search, items, onChange, onRefocus }: GroupItemsProps) {
  const { t, i18n } = useTranslation('mapViewers');
  const count = (value: number) => numberFormat(i18n.language).format(value);
  const page = items.data;
  const turn = (to: number) => {
    onChange({ page: to });
    onRefocus();
  };

  if (items.isError && !items.isFetching) {
    return (
      <FailedWithRetry
        message={t('results.failed')}
        retryLabel={t('retry')}
        onRetry={() => void items.refetch()}
      />
    );
  }
  if (!page) {
    return (
      <>
        <VisuallyHidden role="status">{t('results.loading')}</VisuallyHidden>
        <ItemGallerySkeleton />
      </>
    );
  }
  if (page.results.length === 0) {
    const pastEnd = page.total > 0;
    return (
      <Empty>
        <p>
          {pastEnd
            ? t('results.pastEnd', { page: count(search.page) })
            : search.words
              ? t('results.noMatches', { words: search.words })
              : t('results.empty')}
        </p>
        {pastEnd ? (
          <Button onClick={() => onChange({ page: 1 })}>{t('results.firstPage')}</Button>
        ) : (
          search.words && (
            <Button icon={<Dismiss16Regular />} onClick={() => onChange({ words: undefined })}>
              {t('results.clearSearch')}
            </Button>
          )
        )}
      </Empty>
    );
  }
  const from = page.start;
  const to = page.start + page.results.length - 1;
  return (
    <>
      <ItemGallery items={page.results} />
      {page.total > page.results.length && (
        <Pager aria-label={t('results.pages')}>
          <span>
            {t('results.range', { from: count(from), to: count(to), total: count(page.total) })}
          </span>
          <span>
            <Button disabled={search.page <= 1} onClick={() => turn(search.page - 1)}>
              {t('results.previous')}
            </Button>
            <Button
              disabled={page.nextStart === -1 || to >= page.total}
              onClick={() => turn(search.page + 1)}
            >
              {t('results.next')}
            </Button>
          </span>
        </Pager>
      )}
    </>
  );
}
