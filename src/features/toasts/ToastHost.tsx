import {
  Button,
  Toast,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectToasts, toastDismissed } from './toastsSlice';

/**
 * Shows the store's toasts with Fluent's Toaster at the bottom right. The store decides which
 * toasts exist (dedupe, auto-hide); this component only mirrors the list.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const toasterId = useId('toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const current = new Set(toasts.map((toast) => toast.id));
    for (const toast of toasts) {
      if (shown.current.has(toast.id)) continue;
      shown.current.add(toast.id);
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<Dismiss16Regular />}
                  aria-label={t('close')}
                />
              </ToastTrigger>
            }
          >
            {t(toast.message, toast.values)}
          </ToastTitle>
        </Toast>,
        {
          toastId: toast.id,
          intent: toast.severity,
          timeout: -1, // the toasts saga hides it
          onStatusChange: (_, { status }) => {
            // Closed by the visitor (a toast the store removed was already forgotten here).
            if (status === 'dismissed' && shown.current.has(toast.id)) {
              shown.current.delete(toast.id);
              dispatch(toastDismissed({ id: toast.id }));
            }
          },
        },
      );
    }
    for (const id of shown.current) {
      if (current.has(id)) continue;
      shown.current.delete(id);
      dismissToast(id);
    }
  }, [toasts, t, dispatch, dispatchToast, dismissToast]);

  return <Toaster toasterId={toasterId} position="bottom-end" />;
}
