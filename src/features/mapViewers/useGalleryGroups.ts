import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import {
  selectPortalInfo,
  selectPortalLoadState,
  selectSession,
  selectUser,
} from '../portal/portalSlice';
import { selectConfig } from '../shell/appSlice';
import { useListGalleryGroupsQuery } from './mapViewersApi';
import { featuredGroupsQuery, groupsByIdQuery, type GalleryGroup } from './viewerItems';

/**
 * Who is looking. The portal answers per token, so nothing is asked until the start-up has
 * decided whether the visitor is signed in (`settled`); `viewer` keys the cached answers.
 */
export function useViewer() {
  const session = useAppSelector(selectSession);
  const viewer = useAppSelector(selectUser)?.username ?? null;
  return { settled: session !== 'unknown', viewer, signedIn: session === 'signed-in' };
}

export type GroupsState =
  | { status: 'loading' }
  | { status: 'failed'; reason: 'portal' | 'groups'; retry?: () => void }
  | { status: 'loaded'; groups: GalleryGroup[] };

/**
 * The gallery's groups: the configured ids (`portal.mapViewerGroupIds`), or else the
 * organisation's featured groups of portals/self (which the start-up has loaded), fetched the
 * way `Portal.fetchFeaturedGroups` does: one community/groups search, by title, 100 at most.
 */
export function useGalleryGroups(): GroupsState {
  const { settled, viewer } = useViewer();
  const configured = useAppSelector(selectConfig)?.portal.mapViewerGroupIds ?? [];
  const portalLoad = useAppSelector(selectPortalLoadState);
  const featured = useAppSelector(selectPortalInfo)?.featuredGroups;
  const byConfig = configured.length > 0;
  const q = byConfig
    ? groupsByIdQuery(configured)
    : portalLoad === 'loaded'
      ? featuredGroupsQuery(featured ?? [])
      : null;
  const list = useListGalleryGroupsQuery(settled && q ? { q, viewer } : skipToken);

  if (!byConfig && portalLoad === 'failed') return { status: 'failed', reason: 'portal' };
  if (q === '') return { status: 'loaded', groups: [] };
  if (list.isError && !list.isFetching) {
    return { status: 'failed', reason: 'groups', retry: () => void list.refetch() };
  }
  if (!list.data || list.isUninitialized) return { status: 'loading' };
  return { status: 'loaded', groups: list.data };
}
