import type { Generated } from 'kysely';
import type {
  PortalUsersTable,
  PortalGroupsTable,
  PortalGroupMembersTable,
  PortalItemsTable,
  PortalItemGroupsTable,
  PortalFilesTable,
  PortalAppsTable,
  PortalTokensTable,
  PortalAuthCodesTable,
} from './portalSchema';
import type {
  SupportRequestsTable,
  SupportNotesTable,
  SupportRepliesTable,
  SupportArticleFeedbackTable,
} from './supportSchema';

export type * from './portalSchema';
export type * from './supportSchema';

/**
 * The database as Kysely sees it: one interface per table, keyed by table name. Column types are
 * what both SQLite and PostgreSQL return, so queries typed against them are portable.
 * Migrations (./migrations) create these tables and must not import this file: a migration
 * describes the schema of its own day, not of today.
 */
export interface Database {
  page_views: PageViewsTable;
  portal_users: PortalUsersTable;
  portal_groups: PortalGroupsTable;
  portal_group_members: PortalGroupMembersTable;
  portal_items: PortalItemsTable;
  portal_item_groups: PortalItemGroupsTable;
  portal_files: PortalFilesTable;
  portal_apps: PortalAppsTable;
  portal_tokens: PortalTokensTable;
  portal_auth_codes: PortalAuthCodesTable;
  projects: ProjectsTable;
  projects_version: ProjectsVersionTable;
  project_counties: ProjectCountiesTable;
  project_routes: ProjectRoutesTable;
  project_milestones: ProjectMilestonesTable;
  project_funding: ProjectFundingTable;
  saved_maps: SavedMapsTable;
  bridges: BridgesTable;
  notifications: NotificationsTable;
  notification_audit: NotificationAuditTable;
  standard_maps: StandardMapsTable;
  standard_map_editions: StandardMapEditionsTable;
  standard_map_files: StandardMapFilesTable;
  standard_map_jobs: StandardMapJobsTable;
  server_secrets: ServerSecretsTable;
  glossary_datasets: GlossaryDatasetsTable;
  glossary_fields: GlossaryFieldsTable;
  glossary_terms: GlossaryTermsTable;
  glossary_audit: GlossaryAuditTable;
  support_requests: SupportRequestsTable;
  support_notes: SupportNotesTable;
  support_replies: SupportRepliesTable;
  support_article_feedback: SupportArticleFeedbackTable;
}

/** One counter per UTC day, page name, path and interface language. No identity is stored. */
export interface PageViewsTable {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Page name of contracts/pages.ts, or '' when the view has none (it is part of the key). */
  page: string;
  /** Path without query or hash. */
  path: string;
  language: string;
  count: number;
}

// The local portal (server/portal). Times are ISO-8601 text, flags 0/1, lists JSON text.

/** One row (id 1) whose version changes with every write to \`projects\` (migration 0011). */
export interface ProjectsVersionTable {
  id: number;
  /** bigint: PostgreSQL hands it over as text. */
  version: number | string;
}

export interface ProjectsTable {
  pid: string;
  name: string;
  description: string;
  district: number;
  /** JSON `[{ fips, name }]`. */
  counties: string;
  /** The county names joined with `; `, for sorting. */
  county_names: string;
  /** JSON `["US-23", …]`. */
  routes: string;
  begin_slm: number | null;
  end_slm: number | null;
  work_type: string;
  phase: string;
  sale_date: string | null;
  fiscal_year: number;
  estimated_cost: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  geometry: string | null;
  geometry_type: 'Point' | 'LineString' | null;
  minx: number | null;
  miny: number | null;
  maxx: number | null;
  maxy: number | null;
  /** The point a map draws: a point project's own, or halfway along a line (WGS84). */
  x: number | null;
  y: number | null;
  /**
   * The words of the PID, name, routes and description as word search sees them (accent-free,
   * lower case, single spaces: repositories/projects/searchText.ts); the full-text indexes of
   * migration 0010 are built from it and from `search_title`.
   */
  search: string;
  /** The words of the PID, name and routes alone: a match there ranks first. */
  search_title: string;
  updated_at: string;
}

export interface ProjectCountiesTable {
  pid: string;
  position: number;
  fips: string;
  name: string;
}

export interface ProjectRoutesTable {
  pid: string;
  position: number;
  /** Upper case, e.g. `US-23`. */
  route: string;
}

export interface ProjectMilestonesTable {
  pid: string;
  position: number;
  phase: string;
  planned: string | null;
  actual: string | null;
}

export interface ProjectFundingTable {
  pid: string;
  position: number;
  source: string;
  amount: number;
}

/** A saved map (DESIGN §4). `layers` and `extent` are JSON text. */
export interface SavedMapsTable {
  sid: string;
  owner: string;
  title: string;
  description: string;
  basemap: string;
  layers: string;
  extent: string;
  sharing: string;
  created_at: string;
  updated_at: string;
}

/** A bridge (demo data and imports): NBI-style ratings 0–9, condition Good, Fair or Poor. */
export interface BridgesTable {
  structure_number: string;
  county_fips: string;
  county_name: string;
  district: number;
  route: string;
  feature_crossed: string;
  year_built: number;
  deck_rating: number;
  superstructure_rating: number;
  substructure_rating: number;
  condition: 'Good' | 'Fair' | 'Poor';
  x: number;
  y: number;
}

// Notifications (DESIGN §2, §4). Times are ISO-8601 UTC text (`toISOString()`), so text order is
// time order; lists and the content JSON text.

export interface NotificationsTable {
  /** Assigned by the database (never reused); optional on insert. */
  id: Generated<number>;
  /** 1 when shown on every page, else 0. */
  is_global: number;
  /** JSON list of page names (contracts/pages.ts); `[]` for a global one. */
  pages: string;
  severity: string;
  title: string | null;
  /** The Quill Delta as JSON, `{ "ops": [...] }`, as checked by contracts/richText.ts. */
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

/** One row per change to a notification, kept after the notification is deleted. */
export interface NotificationAuditTable {
  id: Generated<number>;
  notification_id: number;
  action: 'created' | 'updated' | 'deleted';
  /** Who made the change: the verified portal username. */
  username: string;
  at: string;
  /** The notification as JSON (the admin shape) after the change; before it, for a delete. */
  notification: string;
}

// The standard-map library (DESIGN §4). Files live in DATA_DIR/standard-maps/{map}/{edition}/.

export interface StandardMapsTable {
  /** `statewide`, `district-6`, `county-39041` for drawn maps; random for uploaded ones. */
  id: string;
  source: 'generated' | 'uploaded';
  title: string;
  category: string;
  district: number | null;
  county_fips: string | null;
  county_name: string | null;
  description: string;
  published: number;
  /** The newest edition; null only inside the transaction that adds the first. */
  current_edition_id: string | null;
  /** The current edition's date, kept here for sorting. */
  edition_date: string | null;
  /** Lower-cased title with numbers zero-padded, so `District 2` sorts before `District 10`. */
  sort_title: string;
  /** Lower-cased title, category, county and description: what `q` looks in. */
  search: string;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export interface StandardMapEditionsTable {
  /** Sixteen random letters and digits: also the folder of its files. */
  id: string;
  map_id: string;
  edition_date: string;
  source: 'generated' | 'uploaded';
  thumbnail_bytes: number;
  preview_bytes: number;
  created_by: string;
  created_at: string;
}

/** One PDF of an edition; position 0 is the main one (the tabloid page of a drawn map). */
export interface StandardMapFilesTable {
  edition_id: string;
  position: number;
  size_name: string;
  width_pt: number;
  height_pt: number;
  pages: number;
  bytes: number;
  /** Hex SHA-256 of the file: its strong ETag. */
  sha256: string;
}

export interface StandardMapJobsTable {
  id: Generated<number>;
  status: 'running' | 'succeeded' | 'failed';
  trigger: 'start' | 'admin' | 'cli';
  requested_by: string | null;
  total: number;
  done: number;
  failed: number;
  current_title: string | null;
  error: string | null;
  started_at: string;
  /** Renewed while the job runs; a running job whose heartbeat stopped was interrupted. */
  heartbeat_at: string;
  finished_at: string | null;
}

/** Keys the server makes for itself and every instance on the database shares. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

// The data glossary (DESIGN §4 Dataset). Datasets are keyed by `tims:{Service}/{layer}` or
// `portal:{itemId}/{layer}` (server/datasets/README.md); `updated_by` null marks a seeded default.

export interface GlossaryDatasetsTable {
  dataset_key: string;
  description: string;
  category: string;
  steward: string;
  contact_name: string;
  /** '' when none. */
  contact_email: string;
  update_frequency: string;
  licence: string;
  updated_by: string | null;
  updated_at: string;
}

export interface GlossaryFieldsTable {
  dataset_key: string;
  field: string;
  definition: string;
  units: string | null;
  updated_by: string | null;
  updated_at: string;
}

export interface GlossaryTermsTable {
  /** A slug, e.g. `county-route-section`. */
  id: string;
  term: string;
  abbreviation: string | null;
  definition: string;
  /** JSON `[{ "dataset": key, "field"?: name }]`. */
  uses: string;
  updated_by: string | null;
  updated_at: string;
}

/** One row per change to the glossary, kept after what it names is gone. */
export interface GlossaryAuditTable {
  id: Generated<number>;
  at: string;
  username: string;
  target: 'dataset' | 'field' | 'term';
  /** The dataset key, `{dataset key}#{field}`, or the term's id. */
  target_id: string;
  action: 'create' | 'update' | 'delete';
  /** JSON `{ property: { from, to } }`. */
  changes: string;
}

// Information & Support (DESIGN §4). Attached action logs live in DATA_DIR/support/logs/.
