import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublicNotification } from '../../../contracts/notifications';
import { useAppDispatch } from '../../app/hooks';
import { notificationName } from '../../components/notifications/notificationName';
import { DeltaView } from '../../components/richText/DeltaView';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { bannerDismissed } from './notificationsSlice';

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin-block: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const Body = styled(MessageBarBody)`
  padding-block: ${({ theme }) => theme.tokens.spacingVerticalXS};
`;

/** The banners of NotificationBanners, each with its severity in words and a dismiss button. */
export function BannerList({ banners }: { banners: PublicNotification[] }) {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const region = useRef<HTMLElement>(null);

  const dismiss = (notification: PublicNotification, index: number) => {
    // The button goes away with its banner: the focus moves to a neighbour's, or to the page.
    const buttons = region.current?.querySelectorAll<HTMLElement>('[data-dismiss]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    (next ?? region.current?.closest<HTMLElement>('main'))?.focus();
    dispatch(bannerDismissed({ id: notification.id, updatedAt: notification.updatedAt }));
  };

  return (
    <Region ref={region} aria-label={t('banners.label')}>
      {banners.map((notification, index) => {
        const severity = t(`severity.${notification.severity}`);
        const name = notificationName(notification, severity);
        return (
          <MessageBar key={notification.id} intent={notification.severity} layout="multiline">
            <Body>
              <MessageBarTitle>
                <VisuallyHidden>{`${severity}: `}</VisuallyHidden>
                {notification.title}
              </MessageBarTitle>
              <DeltaView ops={notification.content.ops} />
            </Body>
            <MessageBarActions
              containerAction={
                <Button
                  data-dismiss=""
                  appearance="transparent"
                  icon={<Dismiss20Regular />}
                  aria-label={t('banners.dismiss', { name })}
                  title={t('banners.dismiss', { name })}
                  onClick={() => dismiss(notification, index)}
                />
              }
            />
          </MessageBar>
        );
      })}
    </Region>
  );
}
