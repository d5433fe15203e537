import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NotificationCard } from '../../components/notifications/NotificationCard';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { selectIsAdmin } from '../portal/portalSlice';
import { NOTIFICATIONS_DRAWER_ID } from './NotificationBell';
import { useDeleteNotificationMutation } from './notificationsApi';
import { drawerClosed, notificationEditRequested, selectDrawerOpen } from './notificationsSlice';
import { usePageNotifications } from './usePageNotifications';

/** Spec §9: up to 480px, or 85% of a narrow window. */
const Drawer = styled(OverlayDrawer)`
  width: min(480px, 85vw);
`;

/** The count chip sits by the title; the close button at the far end. */
const Title = styled(DrawerHeaderTitle)`
  .fui-DrawerHeaderTitle__heading {
    flex: none;
  }
  .fui-DrawerHeaderTitle__action {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: space-between;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  list-style: none;
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalL} 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

/**
 * The notifications drawer (spec §2): from the right, title *Notifications*, a count chip,
 * a close button, *No notifications* when empty; the notifications of this page as cards,
 * with edit and delete for administrators only.
 */
export function NotificationsDrawer() {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  const isAdmin = useAppSelector(selectIsAdmin);
  const notifications = usePageNotifications();
  const [deleteNotification] = useDeleteNotificationMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef<number | null>(null);
  const close = () => dispatch(drawerClosed());

  // A deleted card leaves with the refreshed list, taking the focus with it: give it to the title.
  useEffect(() => {
    if (deleted.current === null) return;
    if (notifications.items.some((item) => item.id === deleted.current)) return;
    deleted.current = null;
    heading.current?.focus();
  }, [notifications.items]);

  const remove = async (id: number) => {
    deleted.current = id;
    try {
      await deleteNotification(id).unwrap();
    } catch (error) {
      deleted.current = null;
      throw error; // the card's popover says why
    }
  };

  return (
    <Drawer
      id={NOTIFICATIONS_DRAWER_ID}
      position="end"
      open={open}
      onOpenChange={(_, data) => !data.open && close()}
    >
      <DrawerHeader>
        <Title
          heading={{ ref: heading, tabIndex: -1 }}
          action={
            <>
              {notifications.status === 'loaded' ? (
                <span role="status">
                  <CounterBadge
                    count={notifications.items.length}
                    showZero
                    appearance="filled"
                    color="informative"
                    aria-hidden
                  />
                  <VisuallyHidden>
                    {t('drawer.count', { count: notifications.items.length })}
                  </VisuallyHidden>
                </span>
              ) : (
                <span />
              )}
              <Button
                appearance="subtle"
                aria-label={t('drawer.close')}
                title={t('drawer.close')}
                icon={<Dismiss24Regular />}
                onClick={close}
              />
            </>
          }
        >
          {t('drawer.title')}
        </Title>
      </DrawerHeader>
      <DrawerBody>
        {notifications.status === 'loading' && <Spinner label={t('drawer.loading')} />}
        {notifications.status === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{t('drawer.failed')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={notifications.retry}>{t('drawer.retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {notifications.status === 'loaded' && notifications.items.length === 0 && (
          <Empty>{t('drawer.empty')}</Empty>
        )}
        {notifications.items.length > 0 && (
          <Cards>
            {notifications.items.map((notification) => (
              <li key={notification.id}>
                <NotificationCard
                  notification={notification}
                  canEdit={isAdmin}
                  canDelete={isAdmin}
                  onEdit={() => dispatch(notificationEditRequested({ id: notification.id }))}
                  onDelete={() => remove(notification.id)}
                />
              </li>
            ))}
          </Cards>
        )}
      </DrawerBody>
    </Drawer>
  );
}
