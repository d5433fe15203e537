import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ScreenHeader } from '../../components/ScreenHeader';
import { safeReturnTo } from '../../lib/returnTo';
import {
  authCallbackReceived,
  selectAuthMode,
  selectPortalError,
  selectPortalInfo,
  selectPortalLoadState,
  selectSession,
  signInRequested,
} from '../portal/portalSlice';
import { PortalBanner } from './PortalBanner';
import { SignInUnavailable } from './SignInUnavailable';
import { usePortalThumbnailUrl } from './usePortalThumbnailUrl';

const SignInRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin-block: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

const Thumbnail = styled.img`
  width: 64px;
  height: 64px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
`;

/**
 * /auth — the sign-in view. Protected screens send visitors here (`?returnTo=`); the portal
 * sends them back here with `?code=&state=` (or `?error=`), which finishes the sign-in. With the
 * portal unreachable it says sign-in is not available, and offers nothing that cannot work.
 */
export function SignInScreen() {
  const { t } = useTranslation('screens');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const session = useAppSelector(selectSession);
  const error = useAppSelector(selectPortalError);
  const portal = useAppSelector(selectPortalInfo);
  const loadState = useAppSelector(selectPortalLoadState);
  const authMode = useAppSelector(selectAuthMode);
  const thumbnailUrl = usePortalThumbnailUrl();
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
  if (loadState === 'failed') return <SignInUnavailable />;
  if (authMode === 'anonymous') {
    return <ScreenHeader title={t('auth.turnedOffTitle')} description={t('auth.turnedOff')} />;
  }
  const waiting = session === 'signing-in';
  return (
    <>
      <ScreenHeader title={t('auth.title')} description={t('auth.description')} />
      <PortalBanner />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {/* Codes name their source with a colon (identity-manager:user-aborted), which
                i18next would read as a namespace. */}
            {t(`auth.errors.${error.code}`, { defaultValue: error.message, nsSeparator: false })}
          </MessageBarBody>
        </MessageBar>
      )}
      <SignInRow>
        {thumbnailUrl && portal?.name && <Thumbnail src={thumbnailUrl} alt={portal.name} />}
        <Button
          appearance="primary"
          size="large"
          disabledFocusable={waiting || session === 'unknown'}
          onClick={() => dispatch(signInRequested({ returnTo }))}
        >
          {portal?.name ? t('auth.signInWith', { portal: portal.name }) : t('auth.signIn')}
        </Button>
        {waiting && <Spinner size="small" label={t('auth.waitingForPortal')} />}
      </SignInRow>
    </>
  );
}
