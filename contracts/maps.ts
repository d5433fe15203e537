import { Type, type Static } from '@sinclair/typebox';

/** Who may open a saved map: its owner only, anyone with the link, or anyone (listed). */
export const SHARING = ['private', 'link', 'public'] as const;
export type Sharing = (typeof SHARING)[number];

/** TIMS's own basemaps; a map may also name a web map of the portal's basemap gallery. */
export const BASEMAPS = ['light', 'dark'] as const;

/** A saved map's id: twelve letters and digits, hard to guess (link-shared maps rely on it). */
export const Sid = Type.String({ pattern: '^[A-Za-z0-9]{12}$' });

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const LayerSource = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('service'),
      url: Type.String({
        pattern: '^https?://',
        maxLength: 2000,
        description: 'A FeatureServer layer',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('portal-item'),
      itemId: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'A portal item id' }),
      layerId: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 999,
          description:
            'One layer of a multi-layer service item (a glossary dataset `{item}_{layer}`)',
        }),
      ),
    },
    { additionalProperties: false },
  ),
]);

export const SavedLayer = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 100 }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    source: LayerSource,
    visible: Type.Boolean(),
    opacity: Type.Number({ minimum: 0, maximum: 1 }),
  },
  { additionalProperties: false },
);
export type SavedLayer = Static<typeof SavedLayer>;

/** WGS84 `[xmin, ymin, xmax, ymax]`. */
export const MapExtent = Type.Tuple([
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
  Type.Number({ minimum: -180, maximum: 180 }),
  Type.Number({ minimum: -90, maximum: 90 }),
]);

/** What a visitor saves: `POST /tims/api/maps`, `PUT /tims/api/maps/{sid}`. */
export const SavedMapInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.String({ maxLength: 2000, default: '' }),
    basemap: Type.Union([
      literals(BASEMAPS),
      Type.String({
        pattern: '^[0-9a-f]{32}$',
        description: 'The portal item id of a basemap gallery web map',
      }),
    ]),
    layers: Type.Array(SavedLayer, { maxItems: 50 }),
    extent: MapExtent,
    sharing: literals(SHARING),
  },
  { additionalProperties: false },
);
export type SavedMapInput = Static<typeof SavedMapInput>;

export const SavedMap = Type.Composite([
  SavedMapInput,
  Type.Object({
    sid: Sid,
    owner: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
]);
export type SavedMap = Static<typeof SavedMap>;

/** `GET /tims/api/maps?scope=…`: the public maps, or the caller's own. */
export const SavedMapList = Type.Object({
  items: Type.Array(Type.Omit(SavedMap, ['layers'])),
});
export type SavedMapList = Static<typeof SavedMapList>;

export const SavedMapListQuery = Type.Object(
  { scope: Type.Optional(literals(['public', 'mine'] as const)) },
  { additionalProperties: false },
);
