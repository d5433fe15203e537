import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { Info24Regular, Navigation24Regular, PanelLeft24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PidSearchForm } from '../../components/PidSearchForm';
import { BASE_PATH } from '../../lib/basePath';
import {
  navDrawerToggled,
  selectConfig,
  selectIsDrawerMode,
  selectMenuInHeader,
  selectNavDrawerOpen,
  selectSidePanelOpen,
  sidePanelToggled,
} from '../../features/shell/appSlice';
import { UserMenu } from '../../features/portal/UserMenu';
import { NAV_MENU_ID } from '../../features/shell/NavMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useHelpLink } from '../../features/support/helpArticleForPath';
import { LanguagePicker } from './LanguagePicker';

const DEFAULT_PRODUCT_LOGO = `${BASE_PATH}/brand/tims-logo.svg`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalL};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border-bottom: 4px solid ${({ theme }) => theme.palette.primary};
`;

const Logos = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  min-width: 0;
  img {
    display: block;
    height: 40px;
    max-width: 100%;
  }
`;

const LogoLink = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

const IconLink = styled(Link)`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  &:hover {
    background: ${({ theme }) => theme.tokens.colorSubtleBackgroundHover};
    color: ${({ theme }) => theme.tokens.colorBrandForeground1};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-inline-start: auto;
`;

/**
 * The header of spec §2: logos, information link, PID search, notifications bell, user menu and
 * layout toggles.
 */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const drawerMode = useAppSelector(selectIsDrawerMode);
  const drawerOpen = useAppSelector(selectNavDrawerOpen);
  const menuInHeader = useAppSelector(selectMenuInHeader);
  const sidePanelOpen = useAppSelector(selectSidePanelOpen);
  // The menu it shows or hides is not on the home page, nor in the drawer layout.
  const onHome = useLocation().pathname === '/';
  const department = config?.department;
  // Closing the navigation drawer gives the focus back to the button that opened it.
  const restoreFocusTarget = useRestoreFocusTarget();

  return (
    <Bar>
      {menuInHeader && !drawerMode && !onHome && (
        <Button
          appearance="subtle"
          icon={<PanelLeft24Regular />}
          aria-label={t('header.sidePanel')}
          title={t('header.sidePanel')}
          aria-expanded={sidePanelOpen}
          aria-controls={NAV_MENU_ID}
          onClick={() => dispatch(sidePanelToggled())}
        />
      )}
      <Logos>
        {department && (
          <LogoLink href={department.url} rel="noopener">
            <img
              src={department.logoUrl}
              alt={t('header.departmentLogo', { name: department.name })}
            />
          </LogoLink>
        )}
        <LogoLink as={Link} to="/">
          <img
            src={config?.product.logoUrl ?? DEFAULT_PRODUCT_LOGO}
            alt={t('header.productLogo')}
          />
        </LogoLink>
      </Logos>
      <Actions>
        {!drawerMode && <PidSearchForm />}
        {!drawerMode && <LanguagePicker />}
        <IconLink {...useHelpLink()} aria-label={t('header.support')} title={t('header.support')}>
          <Info24Regular />
        </IconLink>
        <NotificationBell />
        <UserMenu />
        {drawerMode && (
          <Button
            appearance="subtle"
            {...restoreFocusTarget}
            icon={<Navigation24Regular />}
            aria-label={t('header.openNavigation')}
            title={t('header.openNavigation')}
            aria-expanded={drawerOpen}
            aria-controls="nav-drawer"
            onClick={() => dispatch(navDrawerToggled())}
          />
        )}
      </Actions>
    </Bar>
  );
}
