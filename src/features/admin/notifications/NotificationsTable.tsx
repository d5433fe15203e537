import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  type BadgeProps,
} from '@fluentui/react-components';
import { Edit16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification, Severity } from '../../../../contracts/notifications';
import { ButtonLink } from '../../../components/ButtonLink';
import { DeleteNotificationButton } from '../../../components/notifications/DeleteNotificationButton';
import { useDeleteNotificationMutation } from '../../notifications/notificationsApi';
import { headline, statusAt } from './notificationForm';

const SEVERITY_COLOURS: Record<Severity, BadgeProps['color']> = {
  info: 'informative',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/** Wide enough for every column; the section scrolls sideways on narrow screens. */
const Scroller = styled.div`
  overflow-x: auto;
  table {
    min-width: 960px;
  }
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
  }
`;

const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
`;

/** A date and time in the interface language, e.g. "Nov 23, 2026, 8:00 AM". */
export function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

export interface NotificationsTableProps {
  items: Notification[];
  /** The moment the statuses are reckoned at (ms since the epoch). */
  now: number;
}

/** Every notification of the list: what, where, when, who changed it last; edit and delete. */
export function NotificationsTable({ items, now }: NotificationsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const [remove] = useDeleteNotificationMutation();
  const when = (instant: string) => formatInstant(instant, i18n.language);
  const schedule = ({ startsAt, endsAt }: Notification) => {
    if (startsAt && endsAt)
      return t('list.schedule.between', { start: when(startsAt), end: when(endsAt) });
    if (startsAt) return t('list.schedule.from', { start: when(startsAt) });
    if (endsAt) return t('list.schedule.until', { end: when(endsAt) });
    return t('list.schedule.always');
  };

  return (
    <Scroller>
      <Table aria-label={t('list.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 120 }}>{t('list.columns.severity')}</TableHeaderCell>
            <TableHeaderCell>{t('list.columns.notification')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 180 }}>{t('list.columns.pages')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 200 }}>{t('list.columns.schedule')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 180 }}>{t('list.columns.updated')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 150 }}>{t('list.columns.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((notification) => {
            const name = headline(notification) || t('list.noText');
            const editPath = `/admin/notifications/${notification.id}`;
            return (
              <TableRow key={notification.id}>
                <TableCell>
                  <Badge appearance="tint" color={SEVERITY_COLOURS[notification.severity]}>
                    {t(`severity.${notification.severity}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Link to={editPath}>{name}</Link>
                </TableCell>
                <TableCell>
                  {notification.isGlobal
                    ? t('list.allPages')
                    : notification.pages.map((page) => t(`pages.${page}`)).join(', ')}
                </TableCell>
                <TableCell>
                  {schedule(notification)}
                  <Secondary>{t(`status.${statusAt(notification, now)}`)}</Secondary>
                </TableCell>
                <TableCell>
                  {t('list.updated', {
                    when: when(notification.updatedAt),
                    who: notification.updatedBy,
                  })}
                </TableCell>
                <TableCell>
                  <Actions>
                    <ButtonLink
                      to={editPath}
                      size="small"
                      appearance="subtle"
                      icon={<Edit16Regular />}
                      aria-label={t('list.editLabel', { headline: name })}
                    >
                      {t('list.edit')}
                    </ButtonLink>
                    <DeleteNotificationButton
                      name={name}
                      onDelete={() => remove(notification.id).unwrap()}
                    />
                  </Actions>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Scroller>
  );
}
