import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ScreenHeader } from '../../components/ScreenHeader';
import { safeReturnTo } from '../../lib/returnTo';
import {
  authCallbackReceived,
  selectPortalError,
  selectPortalInfo,
  selectSession,
  signInRequested,
} from '../portal/portalSlice';

/**
 * /auth — the sign-in view. Protected screens send visitors here (`?returnTo=`); the portal
 * sends them back here with `?code=&state=` (or `?error=`), which finishes the sign-in.
 */
export function SignInScreen() {
  const { t } = useTranslation('screens');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const session = useAppSelector(selectSession);
  const error = useAppSelector(selectPortalError);
  const portalName = useAppSelector(selectPortalInfo)?.name;
  const returnTo = safeReturnTo(params.get('returnTo'));
  const isCallback = params.has('code') || params.has('error');
  const reported = useRef(false);

  useEffect(() => {
    if (!isCallback || reported.current) return;
    reported.current = true; // the code is single-use: report it once
    dispatch(
      authCallbackReceived({
        authorizationCode: params.get('code'),
        state: params.get('state'),
        error: params.get('error'),
      }),
    );
  }, [dispatch, isCallback, params]);

  if (session === 'signed-in' && !isCallback) return <Navigate to={returnTo} replace />;
  if (isCallback && session === 'signing-in') {
    return <Spinner label={t('auth.finishing')} />;
  }
  return (
    <>
      <ScreenHeader title={t('auth.title')} description={t('auth.description')} />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t(`auth.errors.${error.code}`, { defaultValue: error.message })}
          </MessageBarBody>
        </MessageBar>
      )}
      <p>
        <Button
          appearance="primary"
          size="large"
          disabledFocusable={session === 'signing-in' || session === 'unknown'}
          onClick={() => dispatch(signInRequested({ returnTo }))}
        >
          {portalName ? t('auth.signInWith', { portal: portalName }) : t('auth.signIn')}
        </Button>
      </p>
    </>
  );
}
