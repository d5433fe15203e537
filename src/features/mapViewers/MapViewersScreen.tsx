import { Field, Select } from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { ScreenHeader } from '../../components/ScreenHeader';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { selectIsDrawerMode } from '../shell/appSlice';
import {
  galleryRouteOf,
  groupPath,
  paramsOfGallerySearch,
  SORT_CHOICES,
  sortChoiceOf,
  sortOfChoice,
  type SortChoice,
} from './gallerySearch';
import { GallerySearchBox } from './GallerySearchBox';
import { GroupItems } from './GroupItems';
import { GroupNotFound } from './GroupNotFound';
import { GroupsDrawer } from './GroupsDrawer';
import { GroupsPanel } from './GroupsPanel';
import { useGetGalleryGroupQuery, useSearchGalleryItemsQuery } from './mapViewersApi';
import { useGalleryGroups, useViewer } from './useGalleryGroups';
import { useGallerySearch } from './useGallerySearch';
import { isPortalId, type GalleryGroup } from './viewerItems';
import { numberFormat } from '../../lib/intlFormats';

const Columns = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $sidebar }) =>
    $sidebar ? 'minmax(220px, 280px) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  align-items: start;
  aside h2 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
`;

const GroupHead = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalM};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
    line-height: ${({ theme }) => theme.tokens.lineHeightBase500};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

/** Where the group's title will be, while the groups are asked for. */
const TitlePlaceholder = styled.span`
  display: inline-block;
  width: min(320px, 60%);
  height: 1em;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

/** Errors that mean "no such group for you" (CONT_0006 is a 400 in an HTTP 200 envelope). */
const isGroupMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['400', '403'].includes(String((error as { code?: unknown }).code));

/**
 * /mapviewers/* — the department's map viewers and web apps by portal group: the groups beside
 * (a drawer on a phone), the chosen group's maps and apps as cards, searched, sorted and paged,
 * all kept in the address (`/mapviewers/group/{groupId}?q=…&sort=…&page=…`). `/mapviewers`
 * alone shows the first group.
 */
export function MapViewersScreen() {
  const { t, i18n } = useTranslation(['mapViewers', 'screens']);
  const route = galleryRouteOf(useParams()['*'] ?? '');
  const drawerMode = useAppSelector(selectIsDrawerMode);
  const { search, update } = useGallerySearch();
  const groups = useGalleryGroups();
  const { settled, viewer } = useViewer();
  const heading = useRef<HTMLHeadingElement>(null);

  const listed = groups.status === 'loaded' ? groups.groups : [];
  const groupId = route.kind === 'group' ? route.id : listed[0]?.id;
  const askable = settled && groupId !== undefined && isPortalId(groupId);
  const fromList = listed.find((group) => group.id === groupId);
  // A link may name a group the list does not hold (or the list failed): ask for it by id.
  const lookUp = askable && route.kind === 'group' && !fromList && groups.status !== 'loading';
  const lookup = useGetGalleryGroupQuery(lookUp ? { id: groupId, viewer } : skipToken);
  const items = useSearchGalleryItemsQuery(askable ? { groupId, search, viewer } : skipToken);
  const group = fromList ?? (lookUp ? lookup.data : undefined);
  const notFound =
    route.kind === 'group' &&
    (!isPortalId(route.id) || isGroupMissing(lookup.error) || isGroupMissing(items.error));

  if (route.kind === 'unknown') return <Navigate to="/mapviewers" replace />;

  const linkOf = (to: GalleryGroup) => {
    const query = paramsOfGallerySearch({ sort: search.sort, order: search.order, page: 1 });
    return `${groupPath(to.id)}${query.toString() ? `?${query}` : ''}`;
  };
  const panel = { state: groups, selectedId: groupId, linkOf };
  const header = (
    <ScreenHeader
      title={t('screens:mapViewers.title')}
      description={t('screens:mapViewers.description')}
    />
  );
  const noGallery =
    route.kind === 'first' &&
    (groups.status === 'failed' || (groups.status === 'loaded' && listed.length === 0));
  if (noGallery) {
    return (
      <>
        {header}
        <GroupsPanel {...panel} />
      </>
    );
  }

  const total = items.data?.total;
  const formatted = total === undefined ? '' : numberFormat(i18n.language).format(total);
  return (
    <>
      {header}
      <Columns $sidebar={!drawerMode}>
        {!drawerMode && (
          <aside aria-labelledby="gallery-groups">
            <h2 id="gallery-groups">{t('groups.title')}</h2>
            <GroupsPanel {...panel} />
          </aside>
        )}
        <section aria-labelledby="gallery-group" aria-busy={items.isFetching}>
          {notFound ? (
            <>
              {drawerMode && <GroupsDrawer {...panel} />}
              <GroupNotFound />
            </>
          ) : (
            <>
              <GroupHead>
                <h2 id="gallery-group" ref={heading} tabIndex={-1}>
                  {group ? (
                    group.title
                  ) : groups.status === 'loading' || lookup.isFetching ? (
                    <TitlePlaceholder>
                      <VisuallyHidden>{t('results.loading')}</VisuallyHidden>
                    </TitlePlaceholder>
                  ) : (
                    t('results.fallbackTitle')
                  )}
                </h2>
                {drawerMode && <GroupsDrawer {...panel} />}
                {group?.snippet && <p>{group.snippet}</p>}
                <p aria-live="polite">
                  {total !== undefined &&
                    (search.words
                      ? t('results.matches', { count: total, formatted, words: search.words })
                      : t('results.count', { count: total, formatted }))}
                </p>
              </GroupHead>
              <Toolbar>
                <GallerySearchBox
                  key={`${groupId ?? ''}:${search.words ?? ''}`}
                  words={search.words ?? ''}
                  onSearch={(words) => update({ words })}
                />
                <Field label={t('sort.label')}>
                  <Select
                    value={sortChoiceOf(search)}
                    onChange={(_, data) => update(sortOfChoice(data.value as SortChoice))}
                  >
                    {SORT_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {t(`sort.${choice}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              </Toolbar>
              <GroupItems
                search={search}
                items={items}
                onChange={update}
                onRefocus={() => heading.current?.focus()}
              />
            </>
          )}
        </section>
      </Columns>
    </>
  );
}
