import {
  PHASES,
  type Milestone,
  type Phase,
  type Project,
  type ProjectGeometry,
} from '../../../contracts/projects';
import { fiscalYearOf } from '../demo/schedule';
import { FUNDING_COLUMNS, MILESTONE_STEMS } from './importColumns';

export interface FieldProblem {
  field: string;
  message: string;
}

/** A county of the configured state, for resolving names and FIPS codes in a file. */
export interface KnownCounty {
  fips: string;
  name: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One project from the flat values of a CSV row or a GeoJSON feature's properties (strings,
 * numbers or null), or every problem with it. Nothing is guessed: a value that does not fit
 * its column is a problem naming that column.
 */
export function projectFromRecord(
  values: Record<string, unknown>,
  counties: KnownCounty[],
  now: Date,
  geometry?: unknown,
): { project: Project } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => void problems.push({ field, message });
  const text = (field: string) => {
    const value = values[field];
    return value === undefined || value === null ? '' : String(value).trim();
  };
  const required = (field: string) => {
    const value = text(field);
    if (value === '') problem(field, 'is required');
    return value;
  };
  const number = (
    field: string,
    options: { integer?: boolean; min?: number; max?: number } = {},
  ) => {
    const raw = text(field).replace(/^\$/, '').replace(/,/g, '');
    if (raw === '') return null;
    const value = Number(raw);
    const wrong =
      !Number.isFinite(value) ||
      (options.integer && !Number.isInteger(value)) ||
      (options.min !== undefined && value < options.min) ||
      (options.max !== undefined && value > options.max);
    if (wrong) {
      const range =
        options.min !== undefined && options.max !== undefined
          ? ` from ${options.min} to ${options.max}`
          : '';
      problem(
        field,
        `must be ${options.integer ? 'a whole number' : 'a number'}${range} (got "${text(field)}")`,
      );
      return null;
    }
    return value;
  };
  const date = (field: string) => {
    const value = text(field);
    if (value === '') return null;
    if (!DATE.test(value) || Number.isNaN(Date.parse(value))) {
      problem(field, `must be a date YYYY-MM-DD (got "${value}")`);
      return null;
    }
    return value;
  };

  const pid = required('pid');
  if (pid && !/^\d{6}$/.test(pid)) problem('pid', `must be six digits (got "${pid}")`);
  const name = required('name');
  const district = number('district', { integer: true, min: 1, max: 12 });
  if (text('district') === '') problem('district', 'is required');
  const workType = required('workType');
  const phaseText = required('phase');
  const phase = PHASES.find((known) => known.toLowerCase() === phaseText.toLowerCase());
  if (phaseText && !phase)
    problem('phase', `must be one of ${PHASES.join(', ')} (got "${phaseText}")`);

  const projectCounties = list(text('counties')).map((entry) => {
    const found = counties.find(
      (county) => county.fips === entry || county.name.toLowerCase() === entry.toLowerCase(),
    );
    if (!found) problem('counties', `"${entry}" is not a county of the state`);
    return found && { fips: found.fips, name: found.name };
  });
  if (projectCounties.length === 0) problem('counties', 'is required');

  const saleDate = date('saleDate');
  let fiscalYear = number('fiscalYear', { integer: true, min: 1900, max: 2200 });
  if (fiscalYear === null && text('fiscalYear') === '') {
    if (saleDate) fiscalYear = fiscalYearOf(new Date(saleDate));
    else if (text('saleDate') === '')
      problem('fiscalYear', 'is required when there is no saleDate');
  }
  const estimatedCost = number('estimatedCost', { min: 0 });
  if (text('estimatedCost') === '') problem('estimatedCost', 'is required');

  const funding = Object.entries(FUNDING_COLUMNS).flatMap(([column, source]) => {
    const amount = number(column, { min: 0 });
    return amount === null ? [] : [{ source, amount }];
  });
  const funded = funding.reduce((sum, part) => sum + part.amount, 0);
  if (funding.length > 0 && estimatedCost !== null && Math.abs(funded - estimatedCost) > 1) {
    problem('funding', `adds up to ${funded}, not the estimatedCost ${estimatedCost}`);
  }

  const milestones = Object.entries(MILESTONE_STEMS).flatMap(([stem, milestonePhase]) => {
    const planned = date(`${stem}Planned`);
    const actual = date(`${stem}Actual`);
    return planned || actual
      ? [{ phase: milestonePhase, planned, actual } satisfies Milestone]
      : [];
  });

  const shape = readGeometry(values, geometry, problem);
  const updatedAt = text('updatedAt') || now.toISOString();
  if (Number.isNaN(Date.parse(updatedAt)))
    problem('updatedAt', `must be an ISO-8601 time (got "${updatedAt}")`);

  if (problems.length > 0) return { problems };
  return {
    project: {
      pid,
      name,
      description: text('description'),
      district: district!,
      counties: projectCounties.filter((county) => county !== undefined),
      routes: list(text('routes')),
      beginSlm: number('beginSlm'),
      endSlm: number('endSlm'),
      workType,
      phase: phase as Phase,
      milestones,
      saleDate,
      fiscalYear: fiscalYear!,
      estimatedCost: estimatedCost!,
      funding,
      contact: {
        name: text('contactName'),
        email: text('contactEmail'),
        phone: text('contactPhone'),
      },
      geometry: shape,
      updatedAt: new Date(updatedAt).toISOString(),
    },
  };
}

/** `;`-separated lists (commas would clash with CSV and with "Van Wert, OH"-style text). */
function list(value: string): string[] {
  return value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** From a GeoJSON feature, a `geometry` column of GeoJSON text, or `longitude`/`latitude`. */
function readGeometry(
  values: Record<string, unknown>,
  featureGeometry: unknown,
  problem: (field: string, message: string) => void,
): ProjectGeometry | null {
  let geometry = featureGeometry;
  const column = values.geometry;
  if (geometry === undefined && typeof column === 'string' && column.trim() !== '') {
    try {
      geometry = JSON.parse(column);
    } catch {
      problem('geometry', 'must be GeoJSON text');
      return null;
    }
  }
  if (geometry === undefined || geometry === null) {
    const x = values.longitude;
    const y = values.latitude;
    if ((x === undefined || x === '') && (y === undefined || y === '')) return null;
    geometry = { type: 'Point', coordinates: [Number(x), Number(y)] };
  }
  const candidate = geometry as { type?: unknown; coordinates?: unknown };
  const positions =
    candidate.type === 'Point'
      ? [candidate.coordinates]
      : candidate.type === 'LineString'
        ? candidate.coordinates
        : undefined;
  const valid =
    Array.isArray(positions) &&
    positions.length >= (candidate.type === 'Point' ? 1 : 2) &&
    positions.every(
      (p) =>
        Array.isArray(p) &&
        p.length >= 2 &&
        Math.abs(Number(p[0])) <= 180 &&
        Math.abs(Number(p[1])) <= 90 &&
        p.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n)),
    );
  if (!valid) {
    problem('geometry', 'must be a Point or LineString of WGS84 longitude/latitude');
    return null;
  }
  return candidate as ProjectGeometry;
}
