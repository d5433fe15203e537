import type { AdminGenerationJob } from '../../../contracts/standardMaps';
import type { Config } from '../../config/config';
import type { Db } from '../../db/createDatabase';
import { loadStateGeography } from '../../geo/stateGeography';
import type { GenerationJobsRepository } from '../../repositories/standardMaps/generationJobs';
import { currentMapProjects } from '../../repositories/standardMaps/mapProjects';
import type { MapSpec } from '../draw/mapInput';
import type { StandardMapLibrary } from '../library/standardMapLibrary';
import { DrawingPool } from './drawingPool';
import { localDay, type ContextInput } from './mapContext';
import { mapSet } from './mapSet';

const INTERRUPTED = 'Interrupted: the server stopped';

/** How often a running job says it is alive, besides each map it finishes. */
const HEARTBEAT_MS = 10_000;

export interface GeneratorLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GenerationRequest {
  trigger: AdminGenerationJob['trigger'];
  requestedBy: string | null;
  /** `missing`: only the maps of the set the library does not have (a first start). */
  scope: 'all' | 'missing';
  /** Only these maps of the set (ids such as `county-39041`); every one when absent. */
  ids?: string[];
  /** Drawing threads; the server keeps to one so requests keep a core of their own. */
  workers: number;
  /** Called after each map with the job as it stands. */
  onProgress?(job: AdminGenerationJob): void;
}

export type StartResult =
  | { kind: 'started'; job: AdminGenerationJob; finished: Promise<AdminGenerationJob> }
  | { kind: 'busy'; job: AdminGenerationJob | undefined }
  | { kind: 'nothing-to-draw' };

/** The library's description of a drawn map. */
function describe(spec: MapSpec): string {
  const area = spec.kind === 'statewide' ? 'the state' : spec.title;
  return (
    `Current transportation projects in ${area} by phase, drawn by TIMS from the department's ` +
    `project records: boundaries, places, a locator, legend, scale and north arrow` +
    (spec.kind === 'statewide' ? '.' : ', with an index of the projects.') +
    ' Tabloid (11 × 17 in) and letter pages.'
  );
}

/**
 * Draws the generated set (statewide, districts, counties) as a job: one at a time across
 * every process on the database, in worker threads, each map a new edition as soon as it is
 * drawn, with its progress recorded for the screens.
 */
export class MapGenerator {
  private active?: { pool: DrawingPool; jobId: number };
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly jobs: GenerationJobsRepository,
    private readonly library: StandardMapLibrary,
    private readonly log: GeneratorLog,
  ) {}

  /** The set of this state, in drawing order. */
  specs(): MapSpec[] {
    const { stateName, stateFips } = this.config.department;
    return mapSet(stateName, loadStateGeography(stateFips));
  }

  async start(request: GenerationRequest): Promise<StartResult> {
    if (this.closed) throw new Error('The generator is closed');
    let specs = this.specs();
    if (request.ids) specs = specs.filter((spec) => request.ids!.includes(spec.id));
    if (request.scope === 'missing') {
      const have = await this.library.maps.mapIds();
      specs = specs.filter((spec) => !have.has(spec.id));
    }
    if (specs.length === 0) return { kind: 'nothing-to-draw' };
    const job = await this.jobs.begin(
      request.trigger,
      request.requestedBy,
      specs.length,
      new Date(),
    );
    if (!job) return { kind: 'busy', job: await this.jobs.running(new Date()) };
    const finished = this.run(job, specs, request);
    return { kind: 'started', job, finished };
  }

  private async run(
    job: AdminGenerationJob,
    specs: MapSpec[],
    request: GenerationRequest,
  ): Promise<AdminGenerationJob> {
    const progress = { done: 0, failed: 0, current: null as string | null };
    const report = async () => {
      await this.jobs.progress(job.id, progress, new Date());
      request.onProgress?.({ ...job, ...progress });
    };
    const heartbeat = setInterval(() => void report().catch(() => undefined), HEARTBEAT_MS);
    heartbeat.unref();
    let pool: DrawingPool | undefined;
    try {
      const { department, publicUrl } = this.config;
      const input: ContextInput = {
        departmentName: department.name,
        stateName: department.stateName,
        stateFips: department.stateFips,
        publicUrl,
        editionDate: localDay(new Date()),
        projects: await currentMapProjects(this.db),
      };
      if (this.closed) throw new Error(INTERRUPTED);
      pool = new DrawingPool(input, request.workers);
      this.active = { pool, jobId: job.id };
      const queue = [...specs];
      const failures: unknown[] = [];
      // As many loops as threads, each taking the next map of the queue: a map that fails is
      // counted and the others are still drawn; closing the server ends every loop.
      const drawQueue = async (): Promise<void> => {
        for (let spec = queue.shift(); spec; spec = queue.shift()) {
          progress.current = spec.title;
          try {
            await this.drawOne(pool!, spec, input.editionDate, request.requestedBy);
            progress.done += 1;
          } catch (error) {
            if (this.closed) throw error;
            failures.push(error);
            progress.failed += 1;
          }
          await report();
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, request.workers) }, drawQueue));
      const status = progress.failed === 0 ? 'succeeded' : 'failed';
      const error =
        status === 'failed'
          ? `${progress.failed} of ${specs.length} maps could not be drawn`
          : null;
      if (failures.length) this.log.error({ err: failures[0] }, error ?? 'Standard maps: failures');
      await this.jobs.finish(job.id, status, error, new Date());
      this.log.info({ done: progress.done, failed: progress.failed }, 'Standard maps drawn');
      return {
        ...job,
        ...progress,
        current: null,
        status,
        error,
        finishedAt: new Date().toISOString(),
      };
    } catch (error) {
      const message = this.closed
        ? INTERRUPTED
        : error instanceof Error
          ? error.message
          : String(error);
      await this.jobs.finish(job.id, 'failed', message, new Date()).catch(() => undefined);
      if (this.closed) this.log.info({}, 'Standard maps: the drawing stopped with the server');
      else this.log.error({ err: error }, 'Standard maps: the drawing stopped');
      return { ...job, ...progress, status: 'failed', error: message };
    } finally {
      clearInterval(heartbeat);
      if (this.active?.jobId === job.id) this.active = undefined;
      await pool?.close();
    }
  }

  private async drawOne(
    pool: DrawingPool,
    spec: MapSpec,
    editionDate: string,
    requestedBy: string | null,
  ): Promise<void> {
    const dir = await this.library.files.newTempDir();
    let drawn;
    try {
      drawn = await pool.draw(spec, dir);
    } catch (error) {
      await this.library.files.discard(dir);
      throw error;
    }
    const geography = loadStateGeography(this.config.department.stateFips);
    const county = geography.counties.find((candidate) => candidate.fips === spec.countyFips);
    await this.library.addEdition(dir, {
      mapId: spec.id,
      mapSource: 'generated',
      metadata: {
        title: spec.title,
        category:
          spec.kind === 'statewide'
            ? 'Statewide'
            : spec.kind === 'district'
              ? 'District'
              : 'County',
        district: spec.district ?? county?.district ?? null,
        county: county ? { fips: county.fips, name: county.name } : null,
        description: describe(spec),
        published: true,
      },
      date: editionDate,
      source: 'generated',
      ...drawn,
      username: requestedBy ?? 'TIMS',
      now: new Date(),
    });
  }

  /** Stops a job this process runs: its threads end and it is recorded as failed. */
  async close(): Promise<void> {
    this.closed = true;
    const active = this.active;
    if (!active) return;
    this.active = undefined;
    // Recorded before the threads stop: the job's own loop then fails to a finished job.
    await this.jobs.finish(active.jobId, 'failed', INTERRUPTED, new Date()).catch(() => undefined);
    await active.pool.close();
  }
}
