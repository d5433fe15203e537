import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AppConfig } from '../../contracts/config';
import { ADMIN_GROUP_ID, createTestPortal, PORTAL } from './portalHandlers';
import { datasetHandlers } from './datasetHandlers';
import { mapHandlers } from './mapHandlers';
import { notificationHandlers } from './notificationHandlers';
import { projectHandlers } from './projectHandlers';
import { standardMapHandlers } from './standardMapHandlers';
import { supportHandlers } from './supportHandlers';

export const API = 'http://localhost/tims/api';

export function makeConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    apiBaseUrl: API,
    version: '0.0.0-test',
    department: {
      name: 'Test Department of Transportation',
      shortName: 'TDOT',
      url: 'https://dot.example.gov/',
      logoUrl: '/tims/brand/department-logo.svg',
      stateName: 'Ohio',
      stateFips: '39',
    },
    product: { name: 'TIMS', logoUrl: '/tims/brand/tims-logo.svg' },
    portal: {
      url: PORTAL,
      appId: 'tims-web',
      adminGroupId: ADMIN_GROUP_ID,
      local: true,
      mapViewerGroupIds: [],
      dataGroupId: 'b046f7701c06dd271b23c297d44951f0',
      authMode: 'auto',
      oauthPopup: false,
    },
    map: { extent: [-84.82, 38.4, -80.52, 41.98] },
    ui: { menuInHeader: false, devTools: false },
    ...overrides,
  };
}

/** The API answers the config and records page views, as the real server does. */
export const defaultHandlers = [
  http.get(`${API}/config`, () => HttpResponse.json(makeConfig())),
  http.post(`${API}/analytics/pageviews`, () => new HttpResponse(null, { status: 204 })),
];

/** Every test starts with a fresh test portal; tests that steer it create their own. */
export const mswServer = setupServer(
  ...defaultHandlers,
  // Before the projects' handlers: it answers the counties list and passes outlines through.
  ...standardMapHandlers().handlers,
  ...projectHandlers(),
  ...mapHandlers(),
  // The header's bell asks for the active notifications on every screen: none by default.
  ...notificationHandlers().handlers,
  // The data glossary and its dataset pages.
  ...datasetHandlers().handlers,
  // The help centre's articles (the header's help icon and /support).
  ...supportHandlers().handlers,
  ...createTestPortal().handlers,
);

/** Scenario: the config endpoint fails with `status` every time. */
export function makesConfigFail(status: number) {
  mswServer.use(
    http.get(`${API}/config`, () =>
      HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status }),
    ),
  );
}
