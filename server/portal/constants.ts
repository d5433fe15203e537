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
  construction: 'f401c67745405f1807b90091677a2861',
  planning: '3f442234f37287affe9dcb3237f5dd80',
  bridges: '50637ed68d65a1e946a775f6dfbcd49b',
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
  // The Map Viewers gallery (seed/*Items.ts).
  constructionDashboard: 'fd1584b142448024dbc8da522f124fd8',
  district6Map: '538e8ef0d9f71d04afb48a446a91b470',
  resurfacingMap: '2b8c38a2364da826f53a812831169f1e',
  majorProjectsMap: 'b37363c2241829a0f11111d08f24f6a4',
  lettingDashboard: '54c1f4b54b523ad30263bffb85b1d133',
  districtMapBook: 'b0325be4a68fd79cc243197ec5b9fd40',
  inspectionMap: 'c60948bdf2e4be9e8f770f91f555680e',
  constructionBriefing: '8dcde9e2c11437343fabe422a179f0b2',
  interchangeScene: '6b1df784215370ad56c5661196328398',
  workZonesMap: '15559758fc741abe69b40060ddd280e2',
  signalsMap: 'da24630f99d8bfdc232187bc02866c67',
  bikePedMap: 'bcd36d0f58374a9d53f58d0bbbfc269e',
  safetyReview: 'b326c1d48b67a186c125b0e2a9c90fe8',
  safetyScene: '19035213cd812fb5bee907b56570e1b1',
  saferRoadsExperience: 'af031e2d92e6c996532162767965791d',
  pipelineMap: 'cdd96515bd2b60f350fd3ab5e9b6399e',
  programDashboard: '0d88470b1ffc4fcfb97be0fe4d1fea44',
  districtsMap: 'f939e85da04b63b2c62f4ac25e01faff',
  openDataExperience: 'd0f1e726a07de11ab8668faf71dea747',
  countyMapBook: 'f68c551ea71d400e4d156d734ec5c16c',
  planningScene: '7222e42c98ca1c3e62dad8c0730f3258',
  longRangeMap: '08ce499921ea8582b7e0070c7474e240',
  environmentalDashboard: 'a0ffdb64f559880a12898443e7b59b94',
  bridgeProjectsMap: '2391df2a3dce29847ed6ffda12e49fdf',
  poorBridgesMap: 'f697569ee8ceb848b3ad196929b33f08',
  bridgeDashboard: 'b50d39c4d9c5051875d44c371a47a6bf',
  bridgeAgeMap: '52fa672da28c4216252794fd2479b6f1',
  bridgeProgramExperience: 'ec96529d0b9452bad3331f5c7d6a132d',
  bridgeScene: '5e8b2a4b78db56202eb866ea2498919e',
} as const;

/** Stored URLs start with it; it becomes PUBLIC_URL when served, so a changed setting holds. */
export const PUBLIC_URL_MARK = '{PUBLIC_URL}';
