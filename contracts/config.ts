import { Type, type Static } from '@sinclair/typebox';

/** `GET /tims/api/config`: what the browser needs to know at start. */
/** The spec's auth modes (§4). */
export const AUTH_MODES = ['auto', 'anonymous', 'immediate', 'no-prompt'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const PortalSettings = Type.Object({
  url: Type.String({ description: 'Portal root, e.g. https://gis.example.gov/portal' }),
  appId: Type.String({ description: 'OAuth client id of the TIMS app registered in the portal' }),
  adminGroupId: Type.String({
    description: 'Members of this portal group are TIMS administrators',
  }),
  local: Type.Boolean({ description: 'True when the built-in local portal serves it' }),
  mapViewerGroupIds: Type.Array(Type.String(), {
    description:
      "Portal groups of the Map Viewers gallery; empty: the portal's featured groups (portals/self)",
  }),
  dataGroupId: Type.String({
    description:
      "Portal group whose Feature Service items the data glossary lists beside TIMS's own",
  }),
  authMode: Type.Union(
    AUTH_MODES.map((mode) => Type.Literal(mode)),
    {
      description:
        'Spec §4: auto (a stored sign-in, the portal page when asked), anonymous (no sign-in), ' +
        'immediate (sign in as the page loads), no-prompt (only a sign-in the browser holds)',
    },
  ),
  oauthPopup: Type.Boolean({
    description: "Sign in in an 800 × 490 window instead of leaving the page for the portal's",
  }),
});
export type PortalSettings = Static<typeof PortalSettings>;

export const AppConfig = Type.Object({
  apiBaseUrl: Type.String(),
  version: Type.String(),
  department: Type.Object({
    name: Type.String(),
    shortName: Type.String(),
    url: Type.String({
      description: "Department's external site (the department logo links here)",
    }),
    logoUrl: Type.String(),
    stateName: Type.String(),
    stateFips: Type.String({ pattern: '^[0-9]{2}$' }),
  }),
  product: Type.Object({
    name: Type.String(),
    logoUrl: Type.String(),
  }),
  portal: PortalSettings,
  map: Type.Object({
    extent: Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()], {
      description: "The state's extent, xmin, ymin, xmax, ymax in WGS84: where /map opens",
    }),
  }),
  ui: Type.Object({
    menuInHeader: Type.Boolean({ description: 'Show the side-panel toggle in the header' }),
    devTools: Type.Boolean({ description: 'Redux DevTools in a production build' }),
  }),
});
export type AppConfig = Static<typeof AppConfig>;
