import { lazy, Suspense, useMemo } from 'react';
import { OptionalBoundary } from '../../components/OptionalBoundary';
import type { PublicNotification } from '../../../contracts/notifications';
import { useAppSelector } from '../../app/hooks';
import { selectDismissedBanners } from './notificationsSlice';
import { usePageNotifications } from './usePageNotifications';

const BannerList = lazy(() =>
  import(/* webpackChunkName: "notification-banners" */ './BannerList').then((m) => ({
    default: m.BannerList,
  })),
);

/** Most severe first; the server's order (newest first) within one severity. */
const SEVERITY_RANK: Record<PublicNotification['severity'], number> = {
  error: 0,
  warning: 1,
  success: 2,
  info: 3,
};

/**
 * This page's own notifications as banners above the screen (global ones are in the drawer),
 * minus those the visitor dismissed in their current version. The banners' code loads only
 * when there is one to show.
 */
export function NotificationBanners() {
  const { items } = usePageNotifications();
  const dismissed = useAppSelector(selectDismissedBanners);
  const banners = useMemo(
    () =>
      items
        .filter((item) => !item.isGlobal && dismissed[String(item.id)] !== item.updatedAt)
        .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]),
    [items, dismissed],
  );
  if (banners.length === 0) return null;
  return (
    <OptionalBoundary name="Notification banners">
      <Suspense fallback={null}>
        <BannerList banners={banners} />
      </Suspense>
    </OptionalBoundary>
  );
}
