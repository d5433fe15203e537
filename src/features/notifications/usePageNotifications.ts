import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicNotification } from '../../../contracts/notifications';
import type { PageName } from '../../../contracts/pages';
import { pageNameOfPath } from '../../lib/pagePaths';
import { useGetNotificationsQuery } from './notificationsApi';

/** Global notifications apply everywhere; the others only on the pages they name. */
export function appliesToPage(
  notification: Pick<PublicNotification, 'isGlobal' | 'pages'>,
  page: PageName | null,
): boolean {
  return notification.isGlobal || (page !== null && notification.pages.includes(page));
}

export type PageNotifications =
  | { status: 'loading'; page: PageName | null; items: [] }
  | { status: 'failed'; page: PageName | null; items: [] }
  | { status: 'loaded'; page: PageName | null; items: PublicNotification[] };

/**
 * The active notifications that apply to the page shown now (newest first, as the server sends
 * them). A failed list is `failed` with no items: the page goes on without them.
 */
export function usePageNotifications(): PageNotifications & { retry(): void } {
  const { pathname } = useLocation();
  const page = pageNameOfPath(pathname);
  const { data, isError, refetch } = useGetNotificationsQuery();
  const items = useMemo(
    () => data?.items.filter((notification) => appliesToPage(notification, page)),
    [data, page],
  );
  const retry = () => void refetch();
  if (items) return { status: 'loaded', page, items, retry };
  return { status: isError ? 'failed' : 'loading', page, items: [], retry };
}
