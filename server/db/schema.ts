/**
 * The database as Kysely sees it: one interface per table, keyed by table name. Column types are
 * what both SQLite and PostgreSQL return, so queries typed against them are portable.
 * Migrations (./migrations) create these tables and must not import this file: a migration
 * describes the schema of its own day, not of today.
 */
export interface Database {
  page_views: PageViewsTable;
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
