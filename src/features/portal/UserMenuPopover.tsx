import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Button,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useSessionLog } from '../../app/hooks';
import { signOutRequested } from './portalSlice';
import type { PortalUser } from './portalTypes';
import { UserAvatar } from '../../components/UserAvatar';
import { initialsOf } from '../../lib/initials';

/**
 * The signed-in user's menu: Profile and Sign Out (spec §2), and Download session log (the
 * action log, for a support request). Its own chunk.
 */
export function UserMenuPopover({ user }: { user: PortalUser }) {
  const { t } = useTranslation();
  const { t: tLog } = useTranslation('actionLog');
  const sessionLog = useSessionLog();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          shape="circular"
          icon={<UserAvatar user={user} />}
          aria-label={t('userMenu.label', {
            name: user.fullName,
            initials: initialsOf(user.fullName),
          })}
          title={user.fullName}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => navigate('/profile')}>{t('userMenu.profile')}</MenuItem>
          <MenuItem title={tLog('download.description')} onClick={() => sessionLog.download()}>
            {tLog('download.menuItem')}
          </MenuItem>
          <MenuItem onClick={() => dispatch(signOutRequested())}>{t('userMenu.signOut')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
