import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { MessagePanel } from '../../components/MessagePanel';
import { ScreenLoading } from '../../components/ScreenLoading';
import { signInPath } from '../../lib/returnTo';
import { selectIsAdmin, selectPortalLoadState, selectSession } from './portalSlice';

function Message({ title, text }: { title: string; text: string }) {
  return (
    <MessagePanel role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
    </MessagePanel>
  );
}

/**
 * Screens for signed-in users (spec §2): an anonymous visitor goes to /auth with the origin
 * remembered and history replaced; nothing protected shows when no portal is available.
 */
export function RequireUser() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useAppSelector(selectSession);
  const portalLoad = useAppSelector(selectPortalLoadState);
  if (session === 'signed-in') return <Outlet />;
  if (session === 'unknown' || session === 'signing-in') return <ScreenLoading />;
  if (portalLoad === 'failed') {
    return <Message title={t('guard.noPortalTitle')} text={t('guard.noPortal')} />;
  }
  return <Navigate to={signInPath(pathname + search)} replace />;
}

/** The administration area: administrators only; others are told so (never a blank screen). */
export function RequireAdmin() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const isAdmin = useAppSelector(selectIsAdmin);
  if (session === 'signed-in' && !isAdmin) {
    return <Message title={t('guard.notAuthorisedTitle')} text={t('guard.notAuthorised')} />;
  }
  return <RequireUser />;
}
