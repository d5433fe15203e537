import type { Generated } from 'kysely';

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

export interface PortalUsersTable {
  username: string;
  /** 32 hexadecimal digits; PortalUser URLs are built from it. */
  id: string;
  full_name: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
  password_hash: string;
  role: 'org_admin' | 'org_publisher' | 'org_user';
  user_type: string;
  access: 'private' | 'org' | 'public';
  created_at: string;
  modified_at: string;
}

export interface PortalGroupsTable {
  id: string;
  title: string;
  owner: string;
  access: 'private' | 'org' | 'public';
  snippet: string;
  description: string;
  tags: string;
  thumbnail: string | null;
  is_invitation_only: number;
  sort_field: string;
  sort_order: string;
  featured_rank: number | null;
  created_at: string;
  modified_at: string;
}

export interface PortalGroupMembersTable {
  group_id: string;
  username: string;
  member_type: 'owner' | 'admin' | 'member';
}

export interface PortalItemsTable {
  id: string;
  owner: string;
  title: string;
  type: string;
  type_keywords: string;
  name: string | null;
  snippet: string;
  description: string;
  tags: string;
  thumbnail: string | null;
  url: string | null;
  access: 'private' | 'shared' | 'org' | 'public';
  /** `[[xmin,ymin],[xmax,ymax]]` in WGS84, JSON. */
  extent: string | null;
  /** What `/data` answers, as stored (JSON for web maps). */
  data: string | null;
  created_at: string;
  modified_at: string;
}

export interface PortalItemGroupsTable {
  item_id: string;
  group_id: string;
}

export interface PortalFilesTable {
  owner_type: 'portal' | 'item' | 'group';
  /** '' for the portal itself. */
  owner_id: string;
  /** 'info' holds thumbnails, 'resources' the resources. */
  folder: 'info' | 'resources';
  path: string;
  content_type: string;
  content_base64: string;
}

export interface PortalAppsTable {
  client_id: string;
  item_id: string;
  /** JSON list of redirect URIs; `http://localhost:*` stands for any port (redirectUris.ts). */
  redirect_uris: string;
}

export interface PortalTokensTable {
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  kind: 'access' | 'refresh' | 'generated';
  username: string;
  client_id: string | null;
  family_id: string;
  created_at: string;
  expires_at: string;
  revoked: number;
}

export interface PortalAuthCodesTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  username: string;
  code_challenge: string;
  code_challenge_method: string;
  /** Lifetime of the refresh token the code will give, in minutes. */
  refresh_minutes: number;
  expires_at: string;
  used: number;
}

// Projects (DESIGN §4). Dates are `YYYY-MM-DD` text, lists JSON text, geometry GeoJSON text.

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
  /** Lower-cased PID, name, description and routes: what text search scans. */
  search: string;
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

export interface SupportRequestsTable {
  /** `TIMS-` and eight random Crockford base-32 digits. */
  reference: string;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  status: 'new' | 'in-progress' | 'answered' | 'closed';
  language: string | null;
  /** The app path the visitor wrote from. */
  page: string | null;
  /** The verified portal username, when signed in. */
  username: string | null;
  /** `{reference}.json` under DATA_DIR/support/logs, or null without a log. */
  action_log_file: string | null;
  action_log_bytes: number | null;
  action_log_actions: number | null;
  action_log_from: string | null;
  action_log_to: string | null;
  action_log_app_version: string | null;
  /** Lower-cased, accent-free reference, name, e-mail, subject and message: what `q` looks in. */
  search: string;
  created_at: string;
  updated_at: string;
}

/** An administrator's internal note on a request; never sent. */
export interface SupportNotesTable {
  id: Generated<number>;
  reference: string;
  author: string;
  body: string;
  created_at: string;
}

/** A reply mailed to the requester. */
export interface SupportRepliesTable {
  id: Generated<number>;
  reference: string;
  author: string;
  body: string;
  sent_at: string;
  transport: 'smtp' | 'outbox';
  message_id: string;
  /** The `.eml` file's name under DATA_DIR/outbox, for the outbox transport. */
  outbox_file: string | null;
}

/** "Was this helpful?" answers per article and UTC day; nothing about who answered. */
export interface SupportArticleFeedbackTable {
  slug: string;
  day: string;
  helpful: number;
  not_helpful: number;
}
