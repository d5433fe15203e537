import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../hooks';
import { OptionalBoundary } from '../../components/OptionalBoundary';
import { ScreenLoading } from '../../components/ScreenLoading';
import { whenIdle } from '../../services/scheduling/whenIdle';
import { selectToasts } from '../../features/toasts/toastsSlice';
import {
  selectIsDrawerMode,
  selectMenuInHeader,
  selectNavDrawerOpen,
  selectSidePanelOpen,
} from '../../features/shell/appSlice';
import { selectIdentityDialog } from '../../features/identityDialog/identityDialogSlice';
import { NotificationBanners } from '../../features/notifications/NotificationBanners';
import { selectDrawerOpen } from '../../features/notifications/notificationsSlice';
import { Header } from './Header';
import { LanguagePicker } from './LanguagePicker';
import { ReducedMotion } from './ReducedMotion';
import { useLatch } from './useLatch';
import { useScreenWidth, type ScreenWidth } from './screenWidth';
import { LocationReporter } from '../../features/shell/LocationReporter';
import { NAV_MENU_ID, NavMenu } from '../../features/shell/NavMenu';
import { Footer } from '../../features/shell/Footer';
import { RouterLoadingBar } from '../../features/shell/RouterLoadingBar';

// Only needed in the narrow layout and once a toast is raised: kept out of the first screen,
// and loaded as soon as the browser is idle, because the first toast may well say "offline".
const loadNavDrawer = () =>
  import(/* webpackChunkName: "nav-drawer" */ '../../features/shell/NavDrawer');
const loadToastHost = () =>
  import(/* webpackChunkName: "toasts" */ '../../features/toasts/ToastHost');
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));
const IdentityPrompt = lazy(() =>
  import(
    /* webpackChunkName: "identity-prompt" */ '../../features/identityDialog/IdentityPrompt'
  ).then((m) => ({ default: m.IdentityPrompt })),
);
const ToastHost = lazy(() => loadToastHost().then((m) => ({ default: m.ToastHost })));
const NotificationsDrawer = lazy(() =>
  import(
    /* webpackChunkName: "notifications-drawer" */ '../../features/notifications/NotificationsDrawer'
  ).then((m) => ({ default: m.NotificationsDrawer })),
);

function preloadOverlays() {
  // A failure here is harmless: the lazy components try again when they are needed.
  Promise.all([loadToastHost(), loadNavDrawer()]).catch(() => undefined);
}

/**
 * Rendered beside the screen inside its Suspense boundary, so its effect runs once the first
 * screen is really shown; only then, when the browser is idle, are the overlays preloaded.
 */
function ScreenShown() {
  useEffect(() => whenIdle(preloadOverlays), []);
  return null;
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  background: ${({ theme }) => theme.tokens.colorNeutralBackground2};
`;

const MenuBar = styled.div`
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

const Main = styled.main<{ $width: ScreenWidth }>`
  flex: 1;
  width: 100%;
  max-width: ${({ theme, $width }) =>
    $width === 'full'
      ? 'none'
      : $width === 'wide'
        ? theme.layout.wideContentMaxWidth
        : theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme, $width }) =>
    $width === 'full'
      ? '0'
      : `0 ${theme.tokens.spacingHorizontalL} ${theme.tokens.spacingVerticalXXL}`};
  /* The map fills what the header leaves of the window. */
  display: ${({ $width }) => ($width === 'full' ? 'flex' : 'block')};
  flex-direction: column;
  /* A screen's data arrives after its first paint and makes it taller: the footer starts below
     the fold, so that growth moves nothing the visitor sees (no layout shift). */
  min-height: ${({ $width }) => ($width === 'full' ? '0' : '100vh')};
  &:focus {
    outline: none;
  }
`;

/* Hidden by clipping, not by moving it far aside: an element 10,000 px to one side widens a
   right-to-left page by as much. */
const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 0;
  top: 0;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  &:focus {
    inset-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalL};
    top: ${({ theme }) => theme.tokens.spacingVerticalS};
    z-index: 1001;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
    padding: ${({ theme }) => theme.tokens.spacingHorizontalS};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  }
`;

/**
 * The shared layout of every route (spec §2): header, menu or drawer, this page's notification
 * banners above the screen, the notifications drawer, toasts.
 */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = useScreenWidth();
  const drawerMode = useAppSelector(selectIsDrawerMode);
  const hasToasts = useAppSelector((state) => selectToasts(state).length > 0);
  // Mounted when first opened, not as soon as the layout is narrow: a Fluent drawer, even closed,
  // starts Tabster's modalizer, which puts two focus sentinels (aria-hidden, yet tabbable) around
  // the whole page — Lighthouse's aria-hidden-focus on every phone screen.
  const drawerNeeded = useLatch(useAppSelector(selectNavDrawerOpen) && drawerMode);
  const toasterNeeded = useLatch(hasToasts);
  const identityNeeded = useLatch(useAppSelector(selectIdentityDialog).open);
  const notificationsNeeded = useLatch(useAppSelector(selectDrawerOpen));
  const onHome = pathname === '/';
  // With the menu-in-header setting, the header's toggle shows and hides the menu bar.
  const menuHidden = useAppSelector(
    (state) => selectMenuInHeader(state) && !selectSidePanelOpen(state),
  );

  return (
    <Shell>
      <ReducedMotion />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <LocationReporter />
      <RouterLoadingBar />
      <Header />
      {!onHome && !drawerMode && !menuHidden && (
        <MenuBar id={NAV_MENU_ID}>
          <NavMenu />
        </MenuBar>
      )}
      <Main id="main" tabIndex={-1} $width={width}>
        <NotificationBanners />
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
          <ScreenShown />
        </Suspense>
      </Main>
      {width !== 'full' && <Footer />}
      <OptionalBoundary name="Navigation drawer">
        <Suspense fallback={null}>
          {drawerNeeded && <NavDrawer footer={<LanguagePicker visibleLabel />} />}
        </Suspense>
      </OptionalBoundary>
      <OptionalBoundary name="Notifications drawer">
        <Suspense fallback={null}>{notificationsNeeded && <NotificationsDrawer />}</Suspense>
      </OptionalBoundary>
      <OptionalBoundary name="Sign-in dialog">
        <Suspense fallback={null}>{identityNeeded && <IdentityPrompt />}</Suspense>
      </OptionalBoundary>
      <OptionalBoundary name="Toaster">
        <Suspense fallback={null}>{toasterNeeded && <ToastHost />}</Suspense>
      </OptionalBoundary>
    </Shell>
  );
}
