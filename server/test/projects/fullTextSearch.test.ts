import type { Project } from '../../../contracts/projects';
import type { Db } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrate';
import {
  projectsRepository,
  type ProjectsRepository,
} from '../../repositories/projects/projectsRepository';
import { queryTerms } from '../../repositories/projects/searchText';
import { targets } from '../support/databaseTargets';
import { ask, craftedProjects, expected, relevance } from './fullTextFixtures';
import { testProjects } from './projectsHelper';

const QUERIES = [
  'cafe',
  'CAFÉ',
  'rivi',
  'zoë',
  'us-23',
  'US-230',
  '23-1.00',
  'sr-4',
  'signal us-23',
  'us 23',
  'wide fire',
  'snake',
  'case',
  '900',
  '9000 franklin',
  'bridge signal',
  '%',
  '-',
  '_',
  'resurfacing',
  'bridge us-23',
  'franklin',
  'del',
  'creek',
  '1',
  'zzzz',
  'zzzzq',
  'zzzzqa',
  'zzz-1',
  'straß',
  'łódź',
  'ŁÓD',
  'ωμεγα',
  '東京',
] as const;

interface Answers {
  [query: string]: { pids: string[]; total: number };
}

describe('word search through the full-text index, on every engine', () => {
  const projects = [...testProjects(), ...craftedProjects()];
  const answersByEngine: Record<string, Answers> = {};
  const cappedByEngine: Record<string, Record<string, unknown>> = {};

  describe.each(targets)('$name', (target) => {
    let close: () => Promise<void>;
    let db: Db;
    let repository: ProjectsRepository;
    beforeAll(async () => {
      const opened = await target.open();
      close = opened.close;
      db = opened.db;
      await migrateToLatest(opened.db);
      repository = projectsRepository(opened.db);
      await repository.write(projects);
    });
    afterAll(() => close());

    it('finds the projects every word starts a word of, title matches first, then by PID', async () => {
      const answers: Answers = {};
      for (const q of QUERIES) {
        answers[q] = await ask(repository, { q }, relevance);
        const pids = expected(projects, q);
        expect({ q, pids: answers[q]!.pids }).toEqual({ q, pids });
        expect(answers[q]!.total).toBe(pids.length);
      }
      answersByEngine[target.name] = answers;
    });

    it('folds accents and case, runs punctuated parts together, and ranks route matches first', async () => {
      expect((await ask(repository, { q: 'cafe' }, relevance)).pids).toEqual(['900002']);
      expect((await ask(repository, { q: 'Zoe' }, relevance)).pids).toEqual(['900002']);
      expect((await ask(repository, { q: 'wide fire' }, relevance)).pids).toEqual(['900005']);
      expect((await ask(repository, { q: '23-1.00' }, relevance)).pids).toEqual(['900001']);
      // US-23 is the route of 900001 and (as the start of US-230) of 900004; 900003 only
      // mentions it in its description.
      const us23 = (await ask(repository, { q: 'us-23 9000' }, relevance)).pids;
      expect(us23).toEqual(['900001', '900004', '900003']);
      // Other sorts and filters take the general path; the matches are the same.
      const byCost = await ask(repository, { q: 'us-23 9000' }, { sort: 'pid', order: 'desc' });
      expect(byCost.pids).toEqual(['900004', '900003', '900001']);
      const inDistrict = await ask(repository, { q: 'us-23 9000', district: [6] }, relevance);
      expect(inDistrict.pids).toEqual(['900001', '900004']);
    });

    it('pages through relevance order without gaps or overlaps, both ways', async () => {
      for (const q of ['resurfacing', 'sr', '1']) {
        const all = expected(projects, q);
        expect(all.length).toBeGreaterThan(30);
        for (const order of ['asc', 'desc'] as const) {
          const whole = order === 'asc' ? all : [...all].reverse();
          const pages: string[] = [];
          for (let offset = 0; offset < all.length + 7; offset += 7) {
            const page = await ask(
              repository,
              { q },
              { sort: 'relevance', order },
              {
                offset,
                limit: 7,
              },
            );
            expect(page.total).toBe(all.length);
            pages.push(...page.pids);
          }
          expect({ q, order, pages }).toEqual({ q, order, pages: whole });
        }
        const generalPath = await ask(
          repository,
          { q, district: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
          relevance,
        );
        expect(generalPath.pids).toEqual(all);
      }
    });

    it('answers the PID path (its hand-written statements) in both orders, with totals', async () => {
      const pids = projects.map((project) => project.pid).sort();
      const prefix = pids[0]!.slice(0, 1);
      const matching = pids.filter((pid) => pid.startsWith(prefix));
      const page = { offset: 3, limit: 5 };
      const up = await ask(repository, { pid: prefix }, { sort: 'pid', order: 'asc' }, page);
      expect(up).toEqual({ pids: matching.slice(3, 8), total: matching.length });
      const down = await ask(repository, { pid: prefix }, { sort: 'pid', order: 'desc' }, page);
      expect(down).toEqual({ pids: [...matching].reverse().slice(3, 8), total: matching.length });
      expect(await ask(repository, {}, { sort: 'pid', order: 'asc' }, page)).toEqual({
        pids: pids.slice(3, 8),
        total: pids.length,
      });
      expect(await ask(repository, { pid: pids[4] }, { sort: 'pid', order: 'asc' })).toEqual({
        pids: [pids[4]],
        total: 1,
      });
    });

    // PostgreSQL reads few matches in one pass and many step by step: both ways, on every engine.
    it.each([
      ['in one pass where the engine does', undefined],
      ['step by step', 0],
    ])(
      'counts word searches up to the cap, says when it stopped, and still pages past it (%s)',
      async (way, fewMatches) => {
        const cap = 5;
        const small = projectsRepository(db, { countCap: cap, fewMatches });
        const answers: Record<string, unknown> = {};
        for (const q of ['resurfacing', 'sr', '1', 'us-23', 'franklin', 'cafe', '%']) {
          const all = expected(projects, q);
          for (const order of ['asc', 'desc'] as const) {
            const whole = order === 'asc' ? all : [...all].reverse();
            const pages: string[] = [];
            const totals = new Set<string>();
            for (let offset = 0; offset < all.length + 3; offset += 3) {
              const page = await small.search(
                { q },
                { sort: 'relevance', order },
                { offset, limit: 3 },
              );
              totals.add(`${page.total} ${page.totalIsCapped}`);
              pages.push(...page.items.map((item) => item.pid));
            }
            expect({ q, order, pages }).toEqual({ q, order, pages: whole });
            // One row at a time: every page that starts past the first tier of relevance counts
            // that tier (up to its offset) to know where the second starts.
            const single: string[] = [];
            for (let offset = 0; offset <= all.length; offset++) {
              const page = await small.search(
                { q },
                { sort: 'relevance', order },
                { offset, limit: 1 },
              );
              single.push(...page.items.map((item) => item.pid));
            }
            expect({ q, order, single }).toEqual({ q, order, single: whole });
            // Every page tells the same: the cap and "more", or the exact count.
            const words = queryTerms(q)!.length > 0;
            const total = !words
              ? `${all.length} undefined`
              : all.length > cap
                ? `${cap} true`
                : `${all.length} false`;
            expect({ q, order, totals: [...totals] }).toEqual({ q, order, totals: [total] });
            answers[`${q} ${order}`] = pages;
          }
          // The general path (another sort, a filter) counts the same way.
          const byName = await small.search(
            { q },
            { sort: 'name', order: 'asc' },
            { offset: 0, limit: 2 },
          );
          const inDistricts = await small.search(
            { q, district: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
            relevance,
            { offset: 2, limit: 2 },
          );
          for (const [path, answer] of [
            ['by name', byName],
            ['in districts', inDistricts],
          ] as const) {
            const { total, totalIsCapped } = answer;
            answers[`${q} ${path}`] = { total, totalIsCapped };
            expect({ q, total, totalIsCapped }).toEqual(
              all.length > cap
                ? { q, total: cap, totalIsCapped: true }
                : queryTerms(q)!.length > 0
                  ? { q, total: all.length, totalIsCapped: false }
                  : { q, total: 0, totalIsCapped: undefined },
            );
          }
        }
        // PID and filter searches count every match, and say nothing of a cap.
        const prefix = await small.search(
          { pid: '1' },
          { sort: 'pid', order: 'asc' },
          { offset: 0, limit: 2 },
        );
        expect(prefix.total).toBe(projects.filter((project) => project.pid.startsWith('1')).length);
        expect(prefix.total).toBeGreaterThan(cap);
        expect(prefix.totalIsCapped).toBeUndefined();
        const inDistrict = await small.search(
          { district: [6] },
          { sort: 'name', order: 'asc' },
          { offset: 0, limit: 2 },
        );
        expect(inDistrict.total).toBe(projects.filter((project) => project.district === 6).length);
        expect(inDistrict.totalIsCapped).toBeUndefined();
        cappedByEngine[`${target.name} ${way}`] = answers;
      },
      // About 400 searches, one after another: under a loaded machine's PostgreSQL, more than
      // the default 15 s.
      60_000,
    );

    it('counts the facets of a word search: each leaves out its own filter only', async () => {
      const tally = (rows: Project[], key: (project: Project) => (string | number)[]) => {
        const counts = new Map<string, number>();
        for (const value of rows.flatMap(key)) {
          counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        }
        return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
      };
      const asTally = (rows: { value: string | number; count: number }[]) =>
        Object.fromEntries(
          rows
            .map((row): [string, number] => [String(row.value), row.count])
            .sort(([a], [b]) => a.localeCompare(b)),
        );
      const inDistrict3 = (project: Project) => project.district === 3;
      const isBuilt = (project: Project) => ['Construction', 'Completed'].includes(project.phase);
      for (const q of ['sr', 'resurfacing', 'franklin']) {
        const matching = (filter = (_: Project) => true) =>
          expected(projects, q, filter).map((pid) => projects.find((p) => p.pid === pid)!);
        // Words alone: every facet counts the same matches.
        const plain = await repository.facets({ q });
        expect({ q, district: asTally(plain.district) }).toEqual({
          q,
          district: tally(matching(), (p) => [p.district]),
        });
        expect({ q, county: asTally(plain.county) }).toEqual({
          q,
          county: tally(matching(), (p) => p.counties.map((county) => county.fips)),
        });
        // Words, a district and two phases: those two facets leave out their own filter.
        const filtered = await repository.facets({
          q,
          district: [3],
          phase: ['Construction', 'Completed'],
        });
        const both = (p: Project) => inDistrict3(p) && isBuilt(p);
        expect({ q, district: asTally(filtered.district) }).toEqual({
          q,
          district: tally(matching(isBuilt), (p) => [p.district]),
        });
        expect({ q, phase: asTally(filtered.phase) }).toEqual({
          q,
          phase: tally(matching(inDistrict3), (p) => [p.phase]),
        });
        for (const facet of ['workType', 'fiscalYear'] as const) {
          const key = (p: Project) => [facet === 'workType' ? p.workType : p.fiscalYear];
          expect({ q, facet, counts: asTally(filtered[facet]) }).toEqual({
            q,
            facet,
            counts: tally(matching(both), key),
          });
        }
      }
    });

    it('keeps the index in step with writes: an upsert replaces the old words', async () => {
      const [first] = craftedProjects();
      await repository.write([{ ...first!, description: 'Pavement marking on Élan Street.' }]);
      expect((await ask(repository, { q: 'elan' }, relevance)).pids).toEqual(['900001']);
      expect((await ask(repository, { q: 'resurfacing 900' }, relevance)).pids).toEqual([]);
      expect((await repository.facets({ q: 'elan' })).district).toEqual([{ value: 6, count: 1 }]);
      await repository.write([first!]);
      expect((await ask(repository, { q: 'elan' }, relevance)).pids).toEqual([]);
      expect((await ask(repository, { q: 'resurfacing 900' }, relevance)).pids).toEqual(['900001']);
    });
  });

  it('gives the same answers on every engine', () => {
    const engines = Object.keys(answersByEngine);
    expect(engines).toEqual(targets.map((target) => target.name));
    for (const engine of engines.slice(1)) {
      expect(answersByEngine[engine]).toEqual(answersByEngine[engines[0]!]);
    }
    const ways = Object.keys(cappedByEngine);
    expect(ways).toHaveLength(engines.length * 2);
    for (const way of ways.slice(1)) {
      expect(cappedByEngine[way]).toEqual(cappedByEngine[ways[0]!]);
    }
  });
});
