import { Type, type Static } from '@sinclair/typebox';

import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PDP_PHASES,
  PHASES,
  PROJECT_SORTS,
  type ExportColumn,
  type ExportFormat,
  type Phase,
  type ProjectSort,
} from './projectFields';

export {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  PDP_PHASES,
  PHASES,
  PROJECT_SORTS,
  type ExportColumn,
  type ExportFormat,
  type Phase,
  type ProjectSort,
};

const literals = <T extends string>(values: readonly T[], options?: { description: string }) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );

/** Every PID has this many digits: a prefix this long is a whole PID. */
export const PID_DIGITS = 6;
export const Pid = Type.String({
  pattern: `^[0-9]{${PID_DIGITS}}$`,
  description: 'Six digits, e.g. `112233`',
});
const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Position = Type.Tuple([Type.Number(), Type.Number()]);

export const ProjectCounty = Type.Object({
  fips: Type.String({ pattern: '^[0-9]{5}$' }),
  name: Type.String(),
});
export type ProjectCounty = Static<typeof ProjectCounty>;

export const Milestone = Type.Object({
  phase: literals(PDP_PHASES),
  /** When the phase was planned to start; null when never planned. */
  planned: Type.Union([IsoDate, Type.Null()]),
  /** When it did start; null while it lies ahead. */
  actual: Type.Union([IsoDate, Type.Null()]),
});
export type Milestone = Static<typeof Milestone>;

export const Funding = Type.Object({ source: Type.String(), amount: Type.Number() });
export type Funding = Static<typeof Funding>;

/** WGS84 longitude/latitude, as GeoJSON. */
export const ProjectGeometry = Type.Union([
  Type.Object({ type: Type.Literal('Point'), coordinates: Position }),
  Type.Object({ type: Type.Literal('LineString'), coordinates: Type.Array(Position) }),
]);
export type ProjectGeometry = Static<typeof ProjectGeometry>;

/** One row of a search result. */
export const ProjectListItem = Type.Object({
  pid: Pid,
  name: Type.String({ description: 'County-route-section, e.g. `DEL-23-10.52`' }),
  description: Type.String(),
  district: Type.Integer({ minimum: 1, maximum: 12 }),
  counties: Type.Array(ProjectCounty),
  routes: Type.Array(Type.String()),
  workType: Type.String(),
  phase: literals(PHASES),
  fiscalYear: Type.Integer({ description: 'State fiscal year of the sale (July–June)' }),
  saleDate: Type.Union([IsoDate, Type.Null()]),
  estimatedCost: Type.Number({ description: 'US dollars' }),
  updatedAt: Type.String({ description: 'ISO-8601 time' }),
});
export type ProjectListItem = Static<typeof ProjectListItem>;

/** `GET /tims/api/projects/{pid}`: the whole project. */
export const Project = Type.Composite([
  ProjectListItem,
  Type.Object({
    beginSlm: Type.Union([Type.Number(), Type.Null()]),
    endSlm: Type.Union([Type.Number(), Type.Null()]),
    milestones: Type.Array(Milestone),
    funding: Type.Array(Funding),
    contact: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() }),
    geometry: Type.Union([ProjectGeometry, Type.Null()]),
  }),
]);
export type Project = Static<typeof Project>;

/** The filters every search, facet and export request takes. Lists repeat the parameter. */
export const ProjectFilters = Type.Object({
  pid: Type.Optional(
    Type.String({ pattern: `^[0-9]{1,${PID_DIGITS}}$`, description: 'PID prefix' }),
  ),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Words in PID, name, text, route' })),
  district: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { maxItems: 12 })),
  county: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{5}$' }), { maxItems: 200 })),
  phase: Type.Optional(Type.Array(literals(PHASES), { maxItems: 8 })),
  workType: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
  route: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 })),
  fiscalYearFrom: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
  fiscalYearTo: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
  bbox: Type.Optional(
    Type.String({
      pattern: '^-?[0-9.]+,-?[0-9.]+,-?[0-9.]+,-?[0-9.]+$',
      description: 'minx,miny,maxx,maxy in WGS84',
    }),
  ),
});
export type ProjectFilters = Static<typeof ProjectFilters>;

const Sorting = {
  sort: Type.Optional(literals(PROJECT_SORTS)),
  order: Type.Optional(literals(['asc', 'desc'] as const)),
};

export const ProjectSearchQuery = Type.Composite(
  [
    ProjectFilters,
    Type.Object({
      sort: Type.Optional(
        literals([...PROJECT_SORTS, 'relevance'] as const, {
          description:
            'Default `relevance` when `q` has words (matches in the PID, name or routes first), else `pid`',
        }),
      ),
      order: Sorting.order,
      // Past any real table (the generator's largest is a million projects), and far below
      // what a database's integers hold: 9.3e18 is a 400, not a failed query.
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
      ),
    }),
  ],
  { additionalProperties: false },
);
export type ProjectSearchQuery = Static<typeof ProjectSearchQuery>;

/**
 * Word searches (`q` with words) count their matches up to this many: counting every match of a
 * common word (a quarter of a million projects) costs more than finding the page.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** `GET /tims/api/projects`. */
export const ProjectSearchResult = Type.Object({
  items: Type.Array(ProjectListItem),
  total: Type.Integer({
    description: `Projects matching; for word searches at most ${SEARCH_COUNT_CAP.toLocaleString('en-US')} (see \`totalIsCapped\`)`,
  }),
  totalIsCapped: Type.Optional(
    Type.Boolean({
      description: `Word searches (\`q\` with words) only. \`true\`: more than \`total\` (${SEARCH_COUNT_CAP.toLocaleString('en-US')}) projects match — they were counted up to that cap, and pages past it are still served; \`false\`: \`total\` is exact. Absent on other searches, whose \`total\` is always exact.`,
    }),
  ),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type ProjectSearchResult = Static<typeof ProjectSearchResult>;

export const FacetsQuery = Type.Composite([ProjectFilters, Type.Object({})], {
  additionalProperties: false,
});

const FacetCount = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(
  value: T,
) => Type.Object({ value, count: Type.Integer() });

/**
 * `GET /tims/api/projects/facets`: counts per value. Each facet ignores its own filter (but
 * honours every other), so its counts show the alternatives to what is selected.
 */
export const ProjectFacets = Type.Object({
  district: Type.Array(FacetCount(Type.Integer())),
  county: Type.Array(
    Type.Object({ value: Type.String(), name: Type.String(), count: Type.Integer() }),
  ),
  phase: Type.Array(FacetCount(Type.String())),
  workType: Type.Array(FacetCount(Type.String())),
  fiscalYear: Type.Array(FacetCount(Type.Integer())),
});
export type ProjectFacets = Static<typeof ProjectFacets>;

export const ExportQuery = Type.Composite(
  [
    ProjectFilters,
    Type.Object({
      ...Sorting,
      format: literals(EXPORT_FORMATS),
      columns: Type.Optional(
        Type.String({
          pattern: `^(${EXPORT_COLUMNS.join('|')})(,(${EXPORT_COLUMNS.join('|')}))*$`,
          description: `Comma-separated, from ${EXPORT_COLUMNS.join(', ')}`,
        }),
      ),
    }),
  ],
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuery>;
