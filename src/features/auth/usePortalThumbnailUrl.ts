import { useAppSelector } from '../../app/hooks';
import { secureUrl } from '../../services/portal/secureUrl';
import { selectPortalInfo } from '../portal/portalSlice';
import { selectConfig } from '../shell/appSlice';

/**
 * The organisation's thumbnail, from the portal's resources (spec §7
 * `portals/self/resources/{thumbnail}`, as @arcgis/core's Portal.thumbnailUrl): no token, over
 * https when the portal is https only.
 */
export function usePortalThumbnailUrl(): string | null {
  const portalUrl = useAppSelector(selectConfig)?.portal.url.replace(/\/$/, '');
  const info = useAppSelector(selectPortalInfo);
  if (!portalUrl || !info?.thumbnail) return null;
  const rest = `${info.allSSL ? secureUrl(portalUrl) : portalUrl}/sharing/rest`;
  return `${rest}/portals/self/resources/${encodeURIComponent(info.thumbnail)}`;
}
