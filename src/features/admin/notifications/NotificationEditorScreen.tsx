import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { NotificationInput } from '../../../../contracts/notifications';
import { ButtonLink } from '../../../components/ButtonLink';
import { MessagePanel } from '../../../components/MessagePanel';
import type { AppError } from '../../../lib/appError';
import {
  useCreateNotificationMutation,
  useGetAdminNotificationsQuery,
  useUpdateNotificationMutation,
} from '../../notifications/notificationsApi';
import { fromNotification, NEW_NOTIFICATION } from './notificationForm';
import { NotificationForm } from './NotificationForm';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { useErrorText } from '../../../components/useErrorText';

const LIST_PATH = '/admin/notifications';

/** The problem of a refused save, in words: the server's 400 message names what is wrong. */
function useSaveProblem(error: AppError | null): string | null {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  if (!error) return null;
  if (error.status === 404) return t('form.gone');
  if (error.code === 'network' || error.code === 'timeout') return t('form.unreachable');
  return t('form.saveFailed', { message: errorText(error) });
}

/** Saves through the API and goes back to the list; the toasts are raised by a saga. */
function useSave(id: number | undefined) {
  const navigate = useNavigate();
  const [create, creating] = useCreateNotificationMutation();
  const [update, updating] = useUpdateNotificationMutation();
  const [error, setError] = useState<AppError | null>(null);
  const save = async (input: NotificationInput) => {
    setError(null);
    const result = id === undefined ? await create(input) : await update({ id, input });
    if ('error' in result) {
      setError(result.error as AppError);
      return;
    }
    navigate(LIST_PATH);
  };
  return {
    save: (input: NotificationInput) => void save(input),
    saving: creating.isLoading || updating.isLoading,
    error,
    problem: useSaveProblem(error),
  };
}

function Missing({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  return (
    <MessagePanel role="alert">
      <h2>{t('missing.title')}</h2>
      <p>{t('missing.message', { id })}</p>
      <ButtonLink to={LIST_PATH} appearance="primary">
        {t('missing.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

/** /admin/notifications/new — a new notification. */
export function NewNotificationScreen() {
  const { t } = useTranslation('admin');
  const { save, saving, problem } = useSave(undefined);
  return (
    <section aria-labelledby="notification-form-title">
      <h2 id="notification-form-title">{t('form.newTitle')}</h2>
      <NotificationForm
        initial={NEW_NOTIFICATION}
        saving={saving}
        serverProblem={problem}
        onSave={save}
      />
    </section>
  );
}

/** /admin/notifications/{id} — edit one; an unknown id says so. */
export function EditNotificationScreen() {
  const { t } = useTranslation('admin');
  const { id: param = '' } = useParams();
  const id = /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined;
  const list = useGetAdminNotificationsQuery(undefined, { skip: id === undefined });
  const found = list.data?.items.find((item) => item.id === id);
  const { save, saving, error, problem } = useSave(id);
  // A save refused because the notification is gone refreshes the list without it: the form
  // stays, with what was typed and the reason, instead of vanishing.
  const [kept, setKept] = useState(found);
  if (found && found !== kept) setKept(found);
  const notification = found ?? (error ? kept : undefined);

  if (id === undefined) return <Missing id={param} />;
  if (list.isLoading) return <Spinner label={t('loading')} />;
  if (!notification && list.isError) {
    return (
      <FailedWithRetry
        message={t('list.failed')}
        retryLabel={t('list.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!notification) return <Missing id={param} />;
  return (
    <section aria-labelledby="notification-form-title">
      <h2 id="notification-form-title">{t('form.editTitle')}</h2>
      <NotificationForm
        key={id}
        initial={fromNotification(notification)}
        saving={saving}
        serverProblem={problem}
        onSave={save}
      />
    </section>
  );
}
