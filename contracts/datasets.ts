import { Type, type Static } from '@sinclair/typebox';
import {
  DATASET_CATEGORIES,
  DATASET_ACCESS,
  UPDATE_FREQUENCIES,
  DATASET_SORTS,
  DATASET_DOWNLOAD_FORMATS,
  GLOSSARY_EXPORT_FORMATS,
  DATASET_PAGE_SIZE,
  MAX_DATASET_PAGE_SIZE,
  TITLE_MAX,
  TEXT_MAX,
  SHORT_MAX,
  Q_MAX,
  type DatasetCategory,
  type DatasetAccess,
  type UpdateFrequency,
  type DatasetDownloadFormat,
} from './datasetFields';

/**
 * The data glossary (DESIGN.md §4 Dataset, §5 `/datasets…`): every dataset TIMS serves or the
 * portal's data group holds, what each field means, who keeps it, how fresh it is and how to get
 * it; and the glossary of the words a DOT uses.
 */

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One line of text: no control characters (NUL included). */
const LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** Several lines: tabs and line breaks allowed, other control characters not. */
const LINES = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';
/** A character of an e-mail address: no space, no `@`, no control character. */
const EMAIL_PART = '[^\\s@\\u0000-\\u001f\\u007f]';
const line = (maxLength: number, options: Record<string, unknown> = {}) =>
  Type.String({ pattern: LINE, maxLength, ...options });
const lines = (maxLength: number, options: Record<string, unknown> = {}) =>
  Type.String({ pattern: LINES, maxLength, ...options });

// The lists and limits live in a data-only module the browser may import (datasetFields.ts).
export {
  DATASET_CATEGORIES,
  DATASET_ACCESS,
  UPDATE_FREQUENCIES,
  DATASET_SORTS,
  DATASET_DOWNLOAD_FORMATS,
  GLOSSARY_EXPORT_FORMATS,
  DATASET_PAGE_SIZE,
  MAX_DATASET_PAGE_SIZE,
  TITLE_MAX,
  TEXT_MAX,
  SHORT_MAX,
  Q_MAX,
  type DatasetCategory,
  type DatasetAccess,
  type UpdateFrequency,
  type DatasetDownloadFormat,
};

/**
 * A dataset's id: the portal item id of its service, and `_{layer}` for a layer of a service
 * with several (as ArcGIS Hub names datasets), e.g. `bb164d816c8419738c4bcaff24cf4cce_1`.
 * A bare item id means its layer 0.
 */
export const DatasetId = Type.String({
  pattern: '^[0-9a-f]{32}(_[0-9]{1,3})?$',
  maxLength: 36,
  description: 'Portal item id, with `_{layerId}` for a layer of a multi-layer service',
});
export const DatasetParams = Type.Object({ portalId: DatasetId });
export type DatasetParams = Static<typeof DatasetParams>;

/** A value a field takes, and how many records have it. */
export const FieldValueCount = Type.Object({
  value: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  count: Type.Integer(),
});
export type FieldValueCount = Static<typeof FieldValueCount>;

/** A field of a dataset, as its service describes it and the glossary explains it. */
export const DatasetField = Type.Object({
  name: Type.String(),
  alias: Type.String(),
  /** `oid`, `string`, `integer`, `double`, `date` (the FeatureServer's esriFieldType, short). */
  type: Type.String(),
  length: Type.Optional(Type.Integer()),
  definition: Type.String({ description: 'What the field holds, in the words of its steward' }),
  units: Type.Union([Type.String(), Type.Null()], {
    description: 'Units of a measure: `USD`, `miles`, `feet`…; null when none',
  }),
  /** The values it takes with their counts, when there are few (a domain); else null. */
  values: Type.Union([Type.Array(FieldValueCount), Type.Null()]),
  /** A few values it holds, for fields with too many different values to list. */
  samples: Type.Array(Type.Union([Type.String(), Type.Number()])),
});
export type DatasetField = Static<typeof DatasetField>;

/** A row of the glossary table. */
export const DatasetSummary = Type.Object({
  id: DatasetId,
  /** The portal item the dataset belongs to. */
  itemId: Type.String(),
  layerId: Type.Integer(),
  title: Type.String(),
  category: literals(DATASET_CATEGORIES),
  description: Type.String(),
  steward: Type.String({ description: 'The office that keeps the data' }),
  updateFrequency: literals(UPDATE_FREQUENCIES),
  lastUpdated: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recordCount: Type.Union([Type.Integer(), Type.Null()]),
  access: literals(DATASET_ACCESS),
  /** `tims`: served by TIMS's FeatureServers; `portal`: a Feature Service item of the data group. */
  source: literals(['tims', 'portal'] as const),
  /** The layer's FeatureServer URL, `…/FeatureServer/{layer}`. */
  serviceUrl: Type.String(),
  geometryType: Type.Union([Type.String(), Type.Null()]),
  fieldNames: Type.Array(Type.String()),
});
export type DatasetSummary = Static<typeof DatasetSummary>;

/** `GET /datasets/{portalId}/download?format=…`: the whole layer as a file, streamed. */
export const DatasetDownloadQuery = Type.Object(
  { format: literals(DATASET_DOWNLOAD_FORMATS) },
  { additionalProperties: false },
);
export type DatasetDownloadQuery = Static<typeof DatasetDownloadQuery>;

export const DatasetDownload = Type.Object({
  format: literals(DATASET_DOWNLOAD_FORMATS),
  url: Type.String(),
});

/** `GET /datasets/{portalId}`: the dataset page. */
export const DatasetDetails = Type.Intersect([
  DatasetSummary,
  Type.Object({
    contact: Type.Object({ name: Type.String(), email: Type.String() }),
    licence: Type.String(),
    tags: Type.Array(Type.String()),
    /** WGS84 xmin, ymin, xmax, ymax of its features, or null when it has none. */
    extent: Type.Union([
      Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]),
      Type.Null(),
    ]),
    fields: Type.Array(DatasetField),
    downloads: Type.Array(DatasetDownload),
    /** Where the item lives in the portal. */
    portalItemUrl: Type.String(),
  }),
]);
export type DatasetDetails = Static<typeof DatasetDetails>;

export const DatasetListQuery = Type.Object(
  {
    q: Type.Optional(line(Q_MAX, { description: 'Words in names, descriptions or field names' })),
    category: Type.Optional(literals(DATASET_CATEGORIES)),
    access: Type.Optional(literals(DATASET_ACCESS)),
    sort: Type.Optional(literals(DATASET_SORTS)),
    order: Type.Optional(literals(['asc', 'desc'] as const)),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DATASET_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type DatasetListQuery = Static<typeof DatasetListQuery>;

export const DatasetList = Type.Object({
  items: Type.Array(DatasetSummary),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type DatasetList = Static<typeof DatasetList>;

/** `GET /datasets/export?format=csv|xlsx&…`: the glossary table, honouring the listing's filters. */
export const DatasetExportQuery = Type.Object(
  {
    format: literals(GLOSSARY_EXPORT_FORMATS),
    q: Type.Optional(line(Q_MAX)),
    category: Type.Optional(literals(DATASET_CATEGORIES)),
    access: Type.Optional(literals(DATASET_ACCESS)),
    sort: Type.Optional(literals(DATASET_SORTS)),
    order: Type.Optional(literals(['asc', 'desc'] as const)),
  },
  { additionalProperties: false },
);
export type DatasetExportQuery = Static<typeof DatasetExportQuery>;

/** Where a term of the glossary is used: a dataset, and a field of it when one. */
export const TermUse = Type.Object({
  datasetId: DatasetId,
  field: Type.Optional(line(64)),
});
export type TermUse = Static<typeof TermUse>;

/** A word of the DOT glossary (PID, SLM, phases…) and the datasets and fields that use it. */
export const Term = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }),
  term: Type.String(),
  abbreviation: Type.Union([Type.String(), Type.Null()]),
  definition: Type.String(),
  uses: Type.Array(Type.Intersect([TermUse, Type.Object({ datasetTitle: Type.String() })])),
});
export type Term = Static<typeof Term>;

export const TermListQuery = Type.Object(
  { q: Type.Optional(line(Q_MAX)) },
  { additionalProperties: false },
);
export const TermList = Type.Object({ items: Type.Array(Term), total: Type.Integer() });
export type TermList = Static<typeof TermList>;

/** `PUT /admin/datasets/{portalId}`: the glossary text of a dataset (bodies match exactly). */
export const DatasetMetadataInput = Type.Object(
  {
    description: lines(TEXT_MAX),
    category: literals(DATASET_CATEGORIES),
    steward: line(SHORT_MAX, { minLength: 1 }),
    contactName: line(SHORT_MAX),
    contactEmail: Type.Union([
      Type.Literal(''),
      Type.String({
        maxLength: SHORT_MAX,
        pattern: `^${EMAIL_PART}+@${EMAIL_PART}+\\.${EMAIL_PART}+$`,
      }),
    ]),
    updateFrequency: literals(UPDATE_FREQUENCIES),
    licence: line(SHORT_MAX),
  },
  { additionalProperties: false },
);
export type DatasetMetadataInput = Static<typeof DatasetMetadataInput>;

export const FieldParams = Type.Object({
  portalId: DatasetId,
  field: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' }),
});

/** `PUT /admin/datasets/{portalId}/fields/{field}`: what a field means. */
export const FieldMetadataInput = Type.Object(
  {
    definition: lines(TEXT_MAX),
    units: Type.Union([line(40, { minLength: 1 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type FieldMetadataInput = Static<typeof FieldMetadataInput>;

/** `POST /admin/terms`, `PUT /admin/terms/{id}`. */
export const TermInput = Type.Object(
  {
    term: line(TITLE_MAX, { minLength: 1 }),
    abbreviation: Type.Union([line(40, { minLength: 1 }), Type.Null()]),
    definition: lines(TEXT_MAX, { minLength: 1 }),
    uses: Type.Array(TermUse, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type TermInput = Static<typeof TermInput>;

export const TermParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) });

/** Who changed what in the glossary, newest first (`GET /admin/datasets/audit`). */
export const GlossaryAuditEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  by: Type.String(),
  target: literals(['dataset', 'field', 'term'] as const),
  targetId: Type.String(),
  action: literals(['update', 'create', 'delete'] as const),
  /** The changed properties with their old and new values. */
  changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
});
export type GlossaryAuditEntry = Static<typeof GlossaryAuditEntry>;
export const GlossaryAudit = Type.Object({ items: Type.Array(GlossaryAuditEntry) });
export type GlossaryAudit = Static<typeof GlossaryAudit>;

export const GLOSSARY_AUDIT_LIMIT = 200;
export const MAX_GLOSSARY_AUDIT_LIMIT = 1000;
/** `GET /admin/datasets/audit?limit=`: the newest changes first. */
export const GlossaryAuditQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GLOSSARY_AUDIT_LIMIT })) },
  { additionalProperties: false },
);
export type GlossaryAuditQuery = Static<typeof GlossaryAuditQuery>;

/**
 * `GET /datasets/dcat.json`: the public datasets as a DCAT-US 1.1 catalogue (Project Open Data
 * `data.json`), validated in the tests against the official JSON schema; described here loosely.
 */
export const DcatCatalog = Type.Object(
  {
    '@context': Type.String(),
    '@id': Type.String(),
    '@type': Type.Literal('dcat:Catalog'),
    conformsTo: Type.Literal('https://project-open-data.cio.gov/v1.1/schema'),
    describedBy: Type.String(),
    dataset: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: true },
);
