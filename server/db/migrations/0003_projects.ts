import type { Kysely } from 'kysely';

/**
 * Projects (DESIGN §4) and what hangs off them. A project row keeps its counties and routes
 * twice: as JSON (list rows need no join) and in child tables indexed for the filters. `search`
 * is the lower-cased PID, name, description and routes that text search scans. The bounding box
 * and the point a map draws (`x`, `y`) are plain columns because neither dialect's spatial index
 * is available everywhere; the geometry itself is GeoJSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('pid', 'text', (column) => column.primaryKey().notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('district', 'integer', (column) => column.notNull())
    .addColumn('counties', 'text', (column) => column.notNull())
    // The county names joined, for sorting by county.
    .addColumn('county_names', 'text', (column) => column.notNull())
    .addColumn('routes', 'text', (column) => column.notNull())
    .addColumn('begin_slm', 'double precision')
    .addColumn('end_slm', 'double precision')
    .addColumn('work_type', 'text', (column) => column.notNull())
    .addColumn('phase', 'text', (column) => column.notNull())
    .addColumn('sale_date', 'text')
    .addColumn('fiscal_year', 'integer', (column) => column.notNull())
    .addColumn('estimated_cost', 'double precision', (column) => column.notNull())
    .addColumn('contact_name', 'text', (column) => column.notNull())
    .addColumn('contact_email', 'text', (column) => column.notNull())
    .addColumn('contact_phone', 'text', (column) => column.notNull())
    .addColumn('geometry', 'text')
    // 'Point' or 'LineString' (the FeatureServer serves them as two layers); null without one.
    .addColumn('geometry_type', 'text')
    .addColumn('minx', 'double precision')
    .addColumn('miny', 'double precision')
    .addColumn('maxx', 'double precision')
    .addColumn('maxy', 'double precision')
    // Where the project is drawn as a point: the point itself, or halfway along the line.
    .addColumn('x', 'double precision')
    .addColumn('y', 'double precision')
    .addColumn('search', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  // The primary key on `pid` serves PID-prefix ranges; these serve the filters and sorts.
  for (const [name, columns] of [
    ['projects_name', ['name']],
    ['projects_district', ['district', 'pid']],
    ['projects_phase', ['phase', 'pid']],
    ['projects_work_type', ['work_type', 'pid']],
    ['projects_fiscal_year', ['fiscal_year', 'pid']],
    ['projects_bbox', ['minx', 'maxx', 'miny', 'maxy']],
    ['projects_xy', ['x', 'y']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('projects')
      .columns([...columns])
      .execute();
  }

  const child = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('pid', 'text', (column) =>
        column.notNull().references('projects.pid').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (column) => column.notNull());

  await child('project_counties')
    .addColumn('fips', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('project_counties_pkey', ['pid', 'position'])
    .execute();
  await db.schema
    .createIndex('project_counties_fips')
    .on('project_counties')
    .columns(['fips', 'pid'])
    .execute();

  await child('project_routes')
    .addColumn('route', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('project_routes_pkey', ['pid', 'position'])
    .execute();
  await db.schema
    .createIndex('project_routes_route')
    .on('project_routes')
    .columns(['route', 'pid'])
    .execute();

  await child('project_milestones')
    .addColumn('phase', 'text', (column) => column.notNull())
    .addColumn('planned', 'text')
    .addColumn('actual', 'text')
    .addPrimaryKeyConstraint('project_milestones_pkey', ['pid', 'position'])
    .execute();

  await child('project_funding')
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('amount', 'double precision', (column) => column.notNull())
    .addPrimaryKeyConstraint('project_funding_pkey', ['pid', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'project_funding',
    'project_milestones',
    'project_routes',
    'project_counties',
    'projects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
