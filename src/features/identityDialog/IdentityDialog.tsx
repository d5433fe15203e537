import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { identityCancelled, identitySubmitted, selectIdentityDialog } from './identityDialogSlice';

export interface IdentityDialogProps {
  /** The bridge's submit: username and password, or nothing for an OAuth prompt (spec §4). */
  onSubmit(credentials?: { username: string; password: string }): void;
  /** The bridge's cancel event. */
  onCancel(): void;
}

/**
 * The sign-in dialog of spec §2: modal, not closed by a click outside, focus on the username.
 * An error with an HTTP status is an invalid user; one without means no authentication service.
 */
export function IdentityDialog({ onSubmit, onCancel }: IdentityDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { open, signingIn, error, oAuthPrompt, server, resource } =
    useAppSelector(selectIdentityDialog);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open && !oAuthPrompt) usernameRef.current?.focus();
  }, [open, oAuthPrompt]);

  const cancel = () => {
    setUsername('');
    setPassword('');
    dispatch(identityCancelled());
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(identitySubmitted());
    onSubmit(oAuthPrompt ? undefined : { username, password });
  };
  const errorText = error
    ? error.status
      ? t('identityDialog.invalidUser')
      : t('identityDialog.noAuthService')
    : null;

  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('identityDialog.title')}</DialogTitle>
            <DialogContent>
              <p>
                {resource
                  ? t('identityDialog.info', { server, resource })
                  : t('identityDialog.infoServer', { server })}
              </p>
              {!oAuthPrompt && (
                <>
                  <Field label={t('identityDialog.username')} required>
                    <Input
                      ref={usernameRef}
                      value={username}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(_, data) => setUsername(data.value)}
                    />
                  </Field>
                  <Field label={t('identityDialog.password')} required>
                    <Input
                      type="password"
                      value={password}
                      onChange={(_, data) => setPassword(data.value)}
                    />
                  </Field>
                </>
              )}
              {errorText && (
                <MessageBar intent="error">
                  <MessageBarBody>{errorText}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={cancel}>{t('identityDialog.cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={signingIn}>
                {signingIn ? t('identityDialog.signingIn') : t('identityDialog.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
