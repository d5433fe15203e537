import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthMode, selectSession, selectUser, signInRequested } from './portalSlice';
import { UserAvatar } from '../../components/UserAvatar';

const UserMenuPopover = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ './UserMenuPopover').then((m) => ({
    default: m.UserMenuPopover,
  })),
);

const SignInButton = styled.button`
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  font: inherit;
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1Hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  &:disabled {
    cursor: progress;
    color: ${({ theme }) => theme.tokens.colorNeutralForegroundDisabled};
  }
`;

/**
 * The header's user menu: Sign In when anonymous (none where the auth mode turns signing in
 * off); the avatar with Profile and Sign Out when signed in.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectUser);
  const authMode = useAppSelector(selectAuthMode);

  if (session === 'signed-in' && user) {
    return (
      <Suspense fallback={<UserAvatar user={user} />}>
        <UserMenuPopover user={user} />
      </Suspense>
    );
  }
  if (authMode === 'anonymous') return null;
  const busy = session === 'signing-in' || session === 'signing-out';
  return (
    <SignInButton
      type="button"
      disabled={busy}
      onClick={() =>
        dispatch(signInRequested({ returnTo: pathname === '/auth' ? '/' : pathname + search }))
      }
    >
      {busy ? t('header.signingIn') : t('header.signIn')}
    </SignInButton>
  );
}
