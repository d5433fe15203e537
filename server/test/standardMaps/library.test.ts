import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../db/migrate';
import { serverSecret } from '../../repositories/serverSecrets';
import { standardMapsRepository } from '../../repositories/standardMaps/standardMapsRepository';
import { MapFiles } from '../../standardMaps/library/mapFiles';
import { StandardMapLibrary } from '../../standardMaps/library/standardMapLibrary';
import { targets, type Target } from '../support/databaseTargets';
import { metadata } from './standardMapsHelper';

const quiet = { warn: () => undefined };

/** The library's rows and files together, on every database at hand. */
describe.each(targets)('the standard-map library on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  let root: string;
  let library: StandardMapLibrary;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
  }, 20_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.deleteFrom('standard_maps').execute();
    root = mkdtempSync(join(tmpdir(), 'tims-library-'));
    library = new StandardMapLibrary(standardMapsRepository(handle.db), new MapFiles(root), quiet);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** An edition whose folder holds one file, as a writer leaves it before `addEdition`. */
  async function add(mapId: string, date: string, now: Date, overrides = {}) {
    const dir = await library.files.newTempDir();
    writeFileSync(join(dir, '0.pdf'), `%PDF-1.7 ${date}`);
    return library.addEdition(dir, {
      mapId,
      mapSource: 'uploaded',
      metadata: metadata(overrides),
      date,
      source: 'uploaded',
      files: [
        {
          position: 0,
          sizeName: 'letter',
          widthPt: 612,
          heightPt: 792,
          pages: 1,
          bytes: 20,
          sha256: 'a'.repeat(64),
        },
      ],
      thumbnailBytes: 1,
      previewBytes: 2,
      username: 'ada',
      now,
    });
  }
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));

  it('keeps the last five editions, newest first, and removes the files of older ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const map = await add('city-map', `2026-0${i + 1}-01`, at(i));
      ids.push(map.current.id);
      expect(existsSync(library.files.pdfPath('city-map', map.current.id, 0))).toBe(true);
    }
    const map = (await library.maps.get('city-map'))!;
    expect(map.current.id).toBe(ids[6]);
    expect(map.editions.map((edition) => edition.id)).toEqual(ids.slice(2).reverse());
    expect(map.editions.map((edition) => edition.date)).toEqual([
      '2026-07-01',
      '2026-06-01',
      '2026-05-01',
      '2026-04-01',
      '2026-03-01',
    ]);
    for (const old of ids.slice(0, 2)) {
      expect(existsSync(library.files.editionDir('city-map', old))).toBe(false);
    }
  });

  it('keeps a new map’s metadata, and an existing map’s metadata over a new edition', async () => {
    await add('city-map', '2026-01-01', at(0), { title: 'Columbus', published: false });
    const second = await add('city-map', '2026-02-01', at(1), { title: 'Ignored' });
    expect(second).toMatchObject({ title: 'Columbus', published: false });
    expect(second.current.date).toBe('2026-02-01');
  });

  it('lists with filters, words, sorts and paging; unpublished maps only when asked', async () => {
    await add('district-2', '2026-01-01', at(0), {
      title: 'District 2',
      category: 'District',
      district: 2,
      county: null,
    });
    await add('district-10', '2026-03-01', at(1), {
      title: 'District 10',
      category: 'District',
      district: 10,
      county: null,
    });
    await add('delaware', '2026-02-01', at(2), {
      title: 'Delaware County',
      category: 'County',
      district: 6,
      county: { fips: '39041', name: 'Delaware' },
    });
    await add('historic', '1950-06-01', at(3), {
      title: 'Ohio 1950',
      category: 'Historic',
      published: false,
    });
    const list = (
      filters = {},
      sort: 'category' | 'title' | 'editionDate' = 'category',
      order: 'asc' | 'desc' = 'asc',
      page = { offset: 0, limit: 10 },
    ) =>
      library.maps
        .list({ includeUnpublished: false, ...filters }, { sort, order }, page)
        .then(({ items, total }) => ({ ids: items.map((item) => item.id), total }));

    expect(await list()).toEqual({ ids: ['district-2', 'district-10', 'delaware'], total: 3 });
    expect((await list({ includeUnpublished: true })).ids).toContain('historic');
    expect((await list({}, 'title')).ids).toEqual(['delaware', 'district-2', 'district-10']);
    expect((await list({}, 'editionDate', 'desc')).ids).toEqual([
      'district-10',
      'delaware',
      'district-2',
    ]);
    expect((await list({ category: ['County'] })).ids).toEqual(['delaware']);
    expect((await list({ district: [6] })).ids).toEqual(['delaware']);
    expect((await list({ county: ['39041'] })).ids).toEqual(['delaware']);
    expect((await list({ q: 'DELAWARE county' })).ids).toEqual(['delaware']);
    expect((await list({ q: 'district 1' })).ids).toEqual(['district-10']);
    expect((await list({ q: '100%_\\' })).ids).toEqual([]);
    expect(await list({}, 'category', 'asc', { offset: 1, limit: 1 })).toEqual({
      ids: ['district-10'],
      total: 3,
    });
  });

  it('deletes one edition (not the only one) and makes the newest left current', async () => {
    const first = await add('city-map', '2026-01-01', at(0));
    const second = await add('city-map', '2026-02-01', at(1));
    expect(await library.deleteEdition('city-map', second.current.id)).toBe('deleted');
    const map = (await library.maps.get('city-map'))!;
    expect(map.current.id).toBe(first.current.id);
    expect(existsSync(library.files.editionDir('city-map', second.current.id))).toBe(false);
    expect(await library.deleteEdition('city-map', first.current.id)).toBe('only-edition');
    expect(await library.deleteEdition('city-map', 'A'.repeat(16))).toBe('not-found');
  });

  it('deletes a map with its editions, rows and files', async () => {
    const map = await add('city-map', '2026-01-01', at(0));
    expect(await library.deleteMap('city-map')).toBe(true);
    expect(await library.maps.get('city-map')).toBeUndefined();
    expect(existsSync(library.files.editionDir('city-map', map.current.id))).toBe(false);
    expect(await handle.db.selectFrom('standard_map_files').selectAll().execute()).toEqual([]);
    expect(await library.deleteMap('city-map')).toBe(false);
  });

  it('leaves no folder when the rows cannot be written', async () => {
    await add('city-map', '2026-01-01', at(0));
    // Two files at one position: the insert fails inside the transaction.
    const dir = await library.files.newTempDir();
    writeFileSync(join(dir, '0.pdf'), '%PDF-1.7');
    await expect(
      library.addEdition(dir, {
        mapId: 'city-map',
        mapSource: 'uploaded',
        metadata: metadata(),
        date: '2026-02-01',
        source: 'uploaded',
        files: [0, 0].map((position) => ({
          position,
          sizeName: 'letter',
          widthPt: 612,
          heightPt: 792,
          pages: 1,
          bytes: 8,
          sha256: 'b'.repeat(64),
        })),
        thumbnailBytes: 1,
        previewBytes: 1,
        username: 'ada',
        now: at(1),
      }),
      // Not toThrow(): better-sqlite3's errors come from another realm than this file's Error.
    ).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE|duplicate key/) });
    expect((await library.maps.get('city-map'))!.editions).toHaveLength(1);
    expect(await library.sweep(0)).toEqual([]);
  });

  it('sweeps what no row names once old enough: crashed writes and deleted rows', async () => {
    const kept = await add('city-map', '2026-01-01', at(0));
    const crashed = await library.files.newTempDir();
    writeFileSync(join(crashed, '0.pdf'), 'half');
    const renamed = library.files.editionDir('city-map', 'Z'.repeat(16));
    mkdirSync(renamed, { recursive: true });
    writeFileSync(join(renamed, '0.pdf'), 'no row');
    // Young orphans may be another process's write in progress: left alone.
    expect(await library.sweep(60_000)).toEqual([]);
    const old = new Date(Date.now() - 120_000);
    utimesSync(crashed, old, old);
    utimesSync(renamed, old, old);
    const removed = await library.sweep(60_000);
    expect(removed.sort()).toEqual(
      [`.tmp/${crashed.split('/').pop()}`, `city-map/${'Z'.repeat(16)}`].sort(),
    );
    expect(existsSync(library.files.editionDir('city-map', kept.current.id))).toBe(true);
  });

  it('makes one server secret, the same for every caller', async () => {
    const [a, b] = await Promise.all([
      serverSecret(handle.db, 'test-key'),
      serverSecret(handle.db, 'test-key'),
    ]);
    expect(a.length).toBe(32);
    expect(b.equals(a)).toBe(true);
  });
});
