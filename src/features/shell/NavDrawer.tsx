import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PidSearchForm } from '../../components/PidSearchForm';
import { navDrawerClosed, selectNavDrawerOpen } from './appSlice';
import { NavMenu } from './NavMenu';

const Drawer = styled(OverlayDrawer)`
  width: ${({ theme }) => theme.layout.navDrawerWidth};
`;

const Body = styled(DrawerBody)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

export interface NavDrawerProps {
  /** Shown below the menu: the language picker, which the app's layout owns. */
  footer?: ReactNode;
}

/** The right-hand navigation drawer of the narrow layout (spec §2). */
export function NavDrawer({ footer }: NavDrawerProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNavDrawerOpen);
  const close = () => dispatch(navDrawerClosed());

  return (
    <Drawer
      id="nav-drawer"
      position="end"
      open={open}
      onOpenChange={(_, data) => !data.open && close()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('close')}
              icon={<Dismiss24Regular />}
              onClick={close}
            />
          }
        >
          {t('nav.drawerTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <Body>
        <PidSearchForm visibleLabel onSearched={close} />
        <NavMenu vertical onNavigate={close} />
        {footer}
      </Body>
    </Drawer>
  );
}
