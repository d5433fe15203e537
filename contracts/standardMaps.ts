import { Type, type Static } from '@sinclair/typebox';
import { ProjectCounty } from './projects';
import {
  DESCRIPTION_MAX,
  MAX_STANDARD_MAP_PAGE_SIZE,
  STANDARD_MAP_CATEGORIES,
  STANDARD_MAP_PAGE_SIZE,
  STANDARD_MAP_SORTS,
  STANDARD_MAP_SOURCES,
  TITLE_MAX,
} from './standardMapFields';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One line of text: no control characters (NUL included), so nothing odd reaches a database. */
const LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** Text of several lines: tabs and line breaks allowed, other control characters not. */
const LINES = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** `statewide`, `district-6`, `county-39041` for drawn maps; twelve letters and digits uploaded. */
export const StandardMapId = Type.String({ pattern: '^[a-z0-9-]{1,40}$', maxLength: 40 });
export const EditionId = Type.String({ pattern: '^[A-Za-z0-9]{16}$' });
const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** A page size: a known name when the page matches one (either way round), else `custom`. */
export const PageSize = Type.Object({
  name: Type.String({ description: '`tabloid`, `letter`, `legal`, `ansi-c` … `a0`, or `custom`' }),
  widthPt: Type.Number({ description: 'Page width in PostScript points (1/72 in)' }),
  heightPt: Type.Number(),
});
export type PageSize = Static<typeof PageSize>;

/** One PDF of an edition: a drawn map has the tabloid page and a letter page. */
export const EditionFile = Type.Object({
  pageSize: PageSize,
  pages: Type.Integer(),
  bytes: Type.Integer(),
  /** Opens in the browser's PDF viewer. */
  url: Type.String(),
  /** The same file as an attachment. */
  downloadUrl: Type.String(),
});
export type EditionFile = Static<typeof EditionFile>;

export const Edition = Type.Object({
  id: EditionId,
  date: IsoDate,
  createdAt: Type.String(),
  source: literals(STANDARD_MAP_SOURCES),
  files: Type.Array(EditionFile),
  thumbnailUrl: Type.String(),
  previewUrl: Type.String(),
});
export type Edition = Static<typeof Edition>;

/** A map of the library with its current edition. */
export const StandardMap = Type.Object({
  id: StandardMapId,
  title: Type.String(),
  category: literals(STANDARD_MAP_CATEGORIES),
  district: Type.Union([Type.Integer(), Type.Null()]),
  county: Type.Union([ProjectCounty, Type.Null()]),
  description: Type.String(),
  source: literals(STANDARD_MAP_SOURCES),
  published: Type.Boolean(),
  edition: Edition,
  updatedAt: Type.String(),
});
export type StandardMap = Static<typeof StandardMap>;

/** `GET /standard-maps/{id}`: the map and every edition kept, newest first. */
export const StandardMapDetails = Type.Composite([
  StandardMap,
  Type.Object({ editions: Type.Array(Edition) }),
]);
export type StandardMapDetails = Static<typeof StandardMapDetails>;

export const StandardMapListQuery = Type.Object(
  {
    category: Type.Optional(
      Type.Array(literals(STANDARD_MAP_CATEGORIES), {
        maxItems: STANDARD_MAP_CATEGORIES.length,
      }),
    ),
    district: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 99 }), { maxItems: 99 }),
    ),
    county: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{5}$' }), { maxItems: 300 })),
    q: Type.Optional(Type.String({ maxLength: 200, pattern: LINE })),
    sort: Type.Optional(literals(STANDARD_MAP_SORTS)),
    order: Type.Optional(literals(['asc', 'desc'] as const)),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_STANDARD_MAP_PAGE_SIZE,
        default: STANDARD_MAP_PAGE_SIZE,
      }),
    ),
  },
  { additionalProperties: false },
);
export type StandardMapListQuery = Static<typeof StandardMapListQuery>;

export const StandardMapList = Type.Object({
  items: Type.Array(StandardMap),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type StandardMapList = Static<typeof StandardMapList>;

export const StandardMapParams = Type.Object(
  { id: StandardMapId },
  { additionalProperties: false },
);

/** `…/{id}/file`: which edition (the current one when absent), which page size, inline or not. */
export const StandardMapFileQuery = Type.Object(
  {
    edition: Type.Optional(EditionId),
    /** A `pageSize.name` of the edition's files; the first file when absent. */
    size: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,20}$' })),
    download: Type.Optional(Type.Boolean()),
    /** A signed link to an unpublished map's files (valid for an hour), made for administrators. */
    expires: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999 })),
    signature: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' })),
  },
  { additionalProperties: false },
);
export type StandardMapFileQuery = Static<typeof StandardMapFileQuery>;

export const StandardMapImageQuery = Type.Omit(StandardMapFileQuery, ['size', 'download'], {
  additionalProperties: false,
});

/** What an administrator writes about a map (upload form, edit form). */
export const StandardMapMetadata = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX, pattern: LINE }),
    category: literals(STANDARD_MAP_CATEGORIES),
    district: Type.Union([Type.Integer({ minimum: 1, maximum: 99 }), Type.Null()]),
    /** A county of the state, by FIPS code. */
    county: Type.Union([Type.String({ pattern: '^[0-9]{5}$' }), Type.Null()]),
    description: Type.String({ maxLength: DESCRIPTION_MAX, pattern: LINES }),
    published: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StandardMapMetadata = Static<typeof StandardMapMetadata>;

/** The form fields of an upload, besides the file (multipart fields are text). */
export const UploadFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX, pattern: LINE }),
    category: literals(STANDARD_MAP_CATEGORIES),
    district: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?)?$' })),
    county: Type.Optional(Type.String({ pattern: '^([0-9]{5})?$' })),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX, pattern: LINES })),
    editionDate: IsoDate,
    published: Type.Optional(literals(['true', 'false'] as const)),
  },
  { additionalProperties: false },
);
export type UploadFields = Static<typeof UploadFields>;

/** The fields of a new edition of an existing map (a replaced file). */
export const EditionFields = Type.Object({ editionDate: IsoDate }, { additionalProperties: false });
export type EditionFields = Static<typeof EditionFields>;

export const EditionParams = Type.Object(
  { id: StandardMapId, editionId: EditionId },
  { additionalProperties: false },
);

export const GENERATION_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** A drawing of the generated set, with its progress. */
export const GenerationJob = Type.Object({
  id: Type.Integer(),
  status: literals(GENERATION_STATUSES),
  /** `start`: the server drew what was missing; `admin`: an administrator asked; `cli`. */
  trigger: literals(['start', 'admin', 'cli'] as const),
  total: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  /** The title of a map being drawn now. */
  current: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type GenerationJob = Static<typeof GenerationJob>;

/** `GET /standard-maps/generation`: the latest drawing of the set, if any. */
export const GenerationState = Type.Object({
  job: Type.Union([GenerationJob, Type.Null()]),
});
export type GenerationState = Static<typeof GenerationState>;

/** `GET /admin/standard-maps/jobs`: the recent drawings, newest first, with who asked. */
export const AdminGenerationJob = Type.Composite([
  GenerationJob,
  Type.Object({ requestedBy: Type.Union([Type.String(), Type.Null()]) }),
]);
export type AdminGenerationJob = Static<typeof AdminGenerationJob>;

export const GenerationJobList = Type.Object({ items: Type.Array(AdminGenerationJob) });
export type GenerationJobList = Static<typeof GenerationJobList>;

export { STANDARD_MAP_PAGE_SIZE, MAX_STANDARD_MAP_PAGE_SIZE };
