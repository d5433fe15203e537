import { useTranslation } from 'react-i18next';
import { isAppError } from '../../lib/appError';
import { ConfirmDeletePopover } from '../ConfirmDeletePopover';

type FailureReason = 'default' | 'notFound' | 'forbidden' | 'network';

/** Why deleting failed, in words the administrator can act on. */
function reasonOf(error: unknown): FailureReason {
  if (!isAppError(error)) return 'default';
  if (error.status === 404) return 'notFound';
  if (error.status === 401 || error.status === 403) return 'forbidden';
  if (error.code === 'network' || error.code === 'timeout') return 'network';
  return 'default';
}

export interface DeleteNotificationButtonProps {
  /** Names the notification in the button's accessible name. */
  name: string;
  /** Deletes it; resolves when done. A rejection keeps the question open with the reason. */
  onDelete(): Promise<void>;
}

/**
 * The delete control of a notification card (spec §2, §4): the popover *Delete notification?*
 * with Delete and Cancel opens on pressing it, and closes on Cancel or once deleting succeeded.
 */
export function DeleteNotificationButton({ name, onDelete }: DeleteNotificationButtonProps) {
  const { t } = useTranslation('notifications');
  return (
    <ConfirmDeletePopover
      button={{
        appearance: 'subtle',
        label: t('card.delete', { name }),
        title: t('card.delete', { name }),
      }}
      question={t('card.confirmTitle')}
      text={t('card.confirmText')}
      words={{
        confirm: t('card.confirmDelete'),
        deleting: t('card.deleting'),
        cancel: t('card.confirmCancel'),
      }}
      describeFailure={(error) => t(`card.deleteFailed.${reasonOf(error)}`)}
      onDelete={onDelete}
      positioning="below-end"
    />
  );
}
