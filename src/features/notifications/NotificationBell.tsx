import { Button, CounterBadge, useRestoreFocusTarget } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bellToggled, selectDrawerOpen } from './notificationsSlice';
import { usePageNotifications } from './usePageNotifications';

/** The id of the drawer the bell opens (NotificationsDrawer). */
export const NOTIFICATIONS_DRAWER_ID = 'notifications-drawer';

const Bell = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled(CounterBadge)`
  position: absolute;
  top: -2px;
  inset-inline-end: -2px;
  pointer-events: none;
`;

/**
 * The header's bell (spec §2): toggles the notifications drawer; its badge counts the
 * notifications of this page (global ones and this page's own). While the list loads, or when
 * it could not be read, there is simply no badge.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  const { items } = usePageNotifications();
  const count = items.length;
  // Closing the drawer gives the focus back here.
  const restoreFocusTarget = useRestoreFocusTarget();
  const label = count > 0 ? t('header.notificationsCount', { count }) : t('header.notifications');

  return (
    <Bell>
      <Button
        appearance="subtle"
        {...restoreFocusTarget}
        icon={<Alert24Regular />}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? NOTIFICATIONS_DRAWER_ID : undefined}
        onClick={() => dispatch(bellToggled())}
      />
      {count > 0 && <Count count={count} size="small" aria-hidden />}
    </Bell>
  );
}
