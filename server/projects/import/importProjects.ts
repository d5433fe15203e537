import { readFile } from 'node:fs/promises';
import type { Project } from '../../../contracts/projects';
import type { ProjectsRepository } from '../../repositories/projects/projectsRepository';
import { IMPORT_COLUMNS } from './importColumns';
import { parseCsv } from './parseCsv';
import { projectFromRecord, type KnownCounty } from './projectFromRecord';

/** Where a problem is: a CSV line (1 is the header) or a GeoJSON feature index (from 0). */
export interface ImportProblem {
  line?: number;
  feature?: number;
  field: string;
  message: string;
}

export type ImportResult =
  { ok: true; imported: number } | { ok: false; problems: ImportProblem[] };

/**
 * Reads a CSV or GeoJSON file (by its extension) and, only when every row is valid, upserts
 * all of it by PID in one transaction. Otherwise nothing is written and every problem comes back.
 */
export async function importProjectFile(
  path: string,
  repository: ProjectsRepository,
  counties: KnownCounty[],
  now = new Date(),
): Promise<ImportResult> {
  const text = await readFile(path, 'utf8');
  const geoJson = /\.(geo)?json$/i.test(path);
  const { projects, problems } = geoJson
    ? readGeoJson(text, counties, now)
    : readCsv(text, counties, now);
  if (problems.length > 0) return { ok: false, problems };
  await repository.write(projects);
  return { ok: true, imported: projects.length };
}

interface Read {
  projects: Project[];
  problems: ImportProblem[];
}

export function readCsv(text: string, counties: KnownCounty[], now: Date): Read {
  const { header, records } = parseCsv(text);
  const problems: ImportProblem[] = header
    .filter((column) => !IMPORT_COLUMNS.has(column))
    .map((column) => ({ line: 1, field: column, message: 'is not a known column' }));
  const projects: Project[] = [];
  for (const record of records) {
    const result = projectFromRecord(record.values, counties, now);
    if ('project' in result) projects.push(result.project);
    else problems.push(...result.problems.map((p) => ({ line: record.line, ...p })));
  }
  problems.push(
    ...duplicates(
      projects,
      records.map((record) => ({ line: record.line })),
    ),
  );
  return { projects, problems };
}

export function readGeoJson(text: string, counties: KnownCounty[], now: Date): Read {
  let collection: { type?: unknown; features?: unknown };
  try {
    collection = JSON.parse(text) as typeof collection;
  } catch {
    return { projects: [], problems: [{ field: 'file', message: 'is not valid JSON' }] };
  }
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    return { projects: [], problems: [{ field: 'file', message: 'is not a FeatureCollection' }] };
  }
  const projects: Project[] = [];
  const problems: ImportProblem[] = [];
  collection.features.forEach((item: unknown, feature) => {
    const { properties, geometry } = (item ?? {}) as { properties?: unknown; geometry?: unknown };
    const values = (properties ?? {}) as Record<string, unknown>;
    for (const column of Object.keys(values)) {
      if (!IMPORT_COLUMNS.has(column))
        problems.push({ feature, field: column, message: 'is not a known column' });
    }
    const result = projectFromRecord(values, counties, now, geometry ?? null);
    if ('project' in result) projects.push(result.project);
    else problems.push(...result.problems.map((p) => ({ feature, ...p })));
  });
  problems.push(
    ...duplicates(
      projects,
      projects.map((_, feature) => ({ feature })),
    ),
  );
  return { projects, problems };
}

/** A PID twice in one file would make the result depend on row order: refuse it. */
function duplicates(projects: Project[], places: { line?: number; feature?: number }[]) {
  const seen = new Set<string>();
  const problems: ImportProblem[] = [];
  projects.forEach((project, i) => {
    if (seen.has(project.pid))
      problems.push({ ...places[i], field: 'pid', message: `${project.pid} appears twice` });
    seen.add(project.pid);
  });
  return problems;
}

export function describeProblem(problem: ImportProblem): string {
  const where =
    problem.line !== undefined
      ? `line ${problem.line}`
      : problem.feature !== undefined
        ? `feature ${problem.feature}`
        : 'file';
  return `${where}: ${problem.field} ${problem.message}`;
}
