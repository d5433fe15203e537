/** Fixed facts of the local portal. Ids are fixed so links, tests and the README stay stable. */

/** Reported as `currentVersion` (a string on portals); ≥ 8.4 makes @arcgis/core choose PKCE. */
export const PORTAL_VERSION = '2024.1';
/** ArcGIS Server `currentVersion` of the TIMS services (a number there). */
export const SERVER_VERSION = 11.3;

export const ORG_ID = 'TIMSLOCALPORTAL1';

export const ACCESS_TOKEN_MINUTES = 30;
export const REFRESH_TOKEN_MAX_MINUTES = 20_160;
export const GENERATED_TOKEN_DEFAULT_MINUTES = 60;
export const GENERATED_TOKEN_MAX_MINUTES = 20_160;
export const AUTH_CODE_MINUTES = 5;

/** Sign-in attempts per minute and IP (authorize form and generateToken). */
export const SIGN_INS_PER_MINUTE = 30;

export const DEMO_PASSWORD = 'tims-demo-2026';

export const USER_IDS = {
  admin: '928f7dd2f0df96a3fd1f50d4d29b6487',
  staff: '75600b41d421ff6f8c51e0d02f7cb6d7',
  public: 'db454c795153539674dcd69e80173cd6',
} as const;

/** The admin group's id is the ADMIN_GROUP_ID setting; the others are fixed. */
export const GROUP_IDS = {
  staff: 'f5803de1024ae164df9b6c6698c825e2',
  featuredMaps: 'bd872a212273cec603dabf0ee1952b38',
  trafficSafety: '936843121068254e4f0378de2a372bbd',
  data: 'b046f7701c06dd271b23c297d44951f0',
  /** The basemap gallery (`basemapGalleryGroupQuery` of portals/self). */
  basemaps: 'c7a1f3e2b9d84a6f9e0b2d4c6a8e1f35',
} as const;

export const ITEM_IDS = {
  app: 'da5c35bfeba567a63a394ec49204f111',
  projectExplorer: '6e09d99783dad598c8e4ef998ef2f669',
  constructionMap: '3bc5d448d04d71b9c9a8761689de2bbd',
  bridgeMap: '905b7999aeaa1c81468576fdca2c2a06',
  workZoneApp: '17a5ce253ce5631c4212a4f8eb1316b5',
  trafficCountsApp: '2b5d78249f969a7ab45348f6ae0a8b23',
  crashMap: 'f755eb4ae6cb7c495a4d1d1560c877d5',
  projectsService: 'bb164d816c8419738c4bcaff24cf4cce',
  bridgesService: 'aa5e3cf02b1d2aa07e7c5b989a0b5401',
  countiesService: 'e5c8c6d2a38131e9821162c38df6f434',
  districtsService: '449ad8a868f83425fb6108c3d4fbcccc',
  staffDraft: '3d6736f359650300f9df1ca3e9efdaed',
  staffShared: 'deb31e7b1dafb66194520f048f73882c',
  adminNotes: '624030e6daa5cebd845eee90b76526b0',
} as const;

/** Stored URLs start with it; it becomes PUBLIC_URL when served, so a changed setting holds. */
export const PUBLIC_URL_MARK = '{PUBLIC_URL}';
