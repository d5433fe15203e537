import type { Config } from '../../config/config';
import { GROUP_IDS, ORG_ID, PORTAL_VERSION } from '../constants';
import type { PortalGroup } from '../store/directory';

/** Created and modified of the organisation: the day it was set up (seed/seed.ts). */
const ORG_CREATED = Date.parse('2024-11-04T15:00:00Z');

/**
 * portals/self without `user` (contract §2.3). Never `authMode`, `url` or `credential`
 * (trap 9: @arcgis/core would copy them onto its Portal), and no authorized cross-origin
 * domains (they turn on credentialed and no-cors requests in the clients).
 */
export function portalSelfJson(config: Config, featured: PortalGroup[]): Record<string, unknown> {
  const portalUrl = new URL(config.portal.url);
  return {
    access: 'public',
    allSSL: portalUrl.protocol === 'https:',
    // Portal._fetchBasemaps searches community/groups with it and lists the first group's maps.
    basemapGalleryGroupQuery: `id:${GROUP_IDS.basemaps}`,
    bingKey: null,
    canListApps: false,
    canListData: false,
    canSearchPublic: true,
    canSharePublic: true,
    canSignInArcGIS: true,
    canSignInIDP: false,
    commentsEnabled: false,
    created: ORG_CREATED,
    modified: ORG_CREATED,
    culture: 'en',
    currentVersion: PORTAL_VERSION,
    defaultBasemap: { baseMapLayers: [], title: 'Plain' },
    // Roughly the conterminous United States, in Web Mercator.
    defaultExtent: {
      xmin: -13_900_000,
      ymin: 2_800_000,
      xmax: -7_400_000,
      ymax: 6_400_000,
      spatialReference: { wkid: 102100 },
    },
    description: `${config.department.name}: maps and data of TIMS`,
    featuredGroups: featured.map((group) => ({ title: group.title, owner: group.owner })),
    helperServices: {},
    homePageFeaturedContent: featured[0] ? `id:${featured[0].id}` : '',
    httpPort: portalUrl.protocol === 'http:' ? Number(portalUrl.port || 80) : 80,
    httpsPort: portalUrl.protocol === 'https:' ? Number(portalUrl.port || 443) : 443,
    id: ORG_ID,
    isPortal: true,
    name: config.department.name,
    portalHostname: `${portalUrl.host}${portalUrl.pathname}`.replace(/\/$/, ''),
    portalMode: 'singletenant',
    portalName: 'TIMS local portal',
    region: 'US',
    thumbnail: 'thumbnail.svg',
    units: 'english',
    recycleBinEnabled: false,
    maxTokenExpirationMinutes: -1,
    supportsOAuth: true,
    authorizedCrossOriginDomains: [],
    hasCategorySchema: false,
    hasClassificationSchema: false,
  };
}
