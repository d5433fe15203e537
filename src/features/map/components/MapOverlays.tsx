import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/ButtonLink';
import { selectSession, signInRequested } from '../../portal/portalSlice';
import { selectLayersNeedingSignIn, selectMap } from '../mapSlice';
import { useLayerTitle } from './useLayerTitle';

// At the foot of the map, clear of the popup (which opens above what it describes).
const Over = styled.div`
  position: absolute;
  inset-inline: ${({ theme }) => theme.tokens.spacingHorizontalL};
  bottom: ${({ theme }) => theme.tokens.spacingVerticalXXXL};
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  justify-items: center;
  pointer-events: none;
  > * {
    pointer-events: auto;
    /* Within the map on a phone: a long message wraps instead of running off the side. */
    max-width: min(640px, 100%);
    min-width: 0;
    box-shadow: ${({ theme }) => theme.tokens.shadow8};
  }
`;

/** What each failure means to the visitor (codes of the API and of @arcgis/core). */
const ERROR_KEYS: Record<string, string> = {
  'not-found': 'errors.not-found',
  'needs-sign-in': 'errors.needs-sign-in',
  'sign-in-required': 'errors.needs-sign-in',
  'not-authorized': 'errors.not-authorized',
  forbidden: 'errors.private',
};

/**
 * Over the map: what could not be shown and why (never a blank map without a word), the
 * layers waiting for sign-in, and a spinner while the document opens.
 */
export function MapOverlays() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { status, error } = useAppSelector(selectMap);
  const locked = useAppSelector(selectLayersNeedingSignIn);
  const anonymous = useAppSelector(selectSession) !== 'signed-in';
  const title = useLayerTitle();
  const signIn = () => dispatch(signInRequested({ returnTo: `${pathname}${search}` }));
  return (
    <Over>
      {status === 'opening' && <Spinner size="small" label={t('loading')} />}
      {status === 'failed' && error && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('errors.title')}</MessageBarTitle>
            {t(ERROR_KEYS[error.code] ?? 'errors.failed')}
          </MessageBarBody>
          <MessageBarActions>
            {anonymous && <Button onClick={signIn}>{t('errors.signIn')}</Button>}
            <ButtonLink to="/map">{t('errors.defaultMap')}</ButtonLink>
          </MessageBarActions>
        </MessageBar>
      )}
      {locked.length > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('signIn.count', {
              count: locked.length,
              names: locked.map(title).join(', '),
            })}
          </MessageBarBody>
          {anonymous && (
            <MessageBarActions>
              <Button onClick={signIn}>{t('signIn.action')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
    </Over>
  );
}
