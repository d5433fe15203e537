import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { portalEndpoints } from '../portal/portalEndpoints';
import { selectPortalInfo } from '../portal/portalSlice';

/**
 * The organisation's informational banner (portals/self/settings, spec §7), read in the culture
 * the session saga asked for. Its text is shown as text, never as HTML.
 */
export function PortalBanner() {
  const { i18n } = useTranslation();
  const info = useAppSelector(selectPortalInfo);
  const culture = info?.culture || i18n.language;
  const { data } = portalEndpoints.useGetPortalSettingsQuery({ culture }, { skip: !info });
  const banner = data?.informationalBanner;
  if (!banner?.enabled || !banner.text) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{banner.text}</MessageBarBody>
    </MessageBar>
  );
}
