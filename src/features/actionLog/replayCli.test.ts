import { waitFor } from '@testing-library/react';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestServices } from '../../../test/support/testServices';
import { createMapTestStore } from '../../../test/support/testStore';
import { serializeActionLog } from '../../services/actionLog/serializeActionLog';
import { viewChanged } from '../map/mapSlice';
import { projectsApi } from '../projects/projectsApi';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'test/replay/replayCli.ts');

/** `npm run replay -- file`, as a developer runs it. */
function replay(file: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run replay', () => {
  jest.setTimeout(120_000);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tims-replay-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function recordedLog() {
    const io = createTestServices();
    const { store } = createMapTestStore(undefined, io);
    await waitFor(() => expect(store.getState().portal.loadState).toBe('loaded'));
    await store.dispatch(projectsApi.endpoints.searchProjects.initiate({ q: 'bridge' }));
    store.dispatch(
      viewChanged({ viewpoint: { center: [-83, 40], scale: 9028 }, extent: [-84, 39, -82, 41] }),
    );
    return io.services.actionLog.build('9.9.9');
  }

  it('reproduces the final state of a recorded session, and says so', async () => {
    const file = path.join(dir, 'good.json');
    fs.writeFileSync(file, serializeActionLog(await recordedLog()));
    const { status, out } = replay(file);
    expect(out).toContain('recorded by TIMS 9.9.9');
    expect(out).toMatch(/\d+ actions/);
    expect(out).toMatch(/replayed in [\d.]+ ms/);
    expect(out).toContain('Replay reproduces the recorded final state.');
    expect(status).toBe(0);
  });

  it('lists the differences and exits 1 when the recorded final state was tampered with', async () => {
    const log = await recordedLog();
    const finalState = log.tims.finalState as { map: { viewpoint: { scale: number } } };
    finalState.map.viewpoint.scale = 1;
    const file = path.join(dir, 'tampered.json');
    fs.writeFileSync(file, serializeActionLog(log));
    const { status, out } = replay(file);
    expect(out).toContain('Replay does not reproduce the recorded final state.');
    expect(out).toContain('map.viewpoint.scale\n    recorded: 1\n    replayed: 9028');
    expect(status).toBe(1);
  });

  it('exits 2 for a file that is missing or is not an action log', () => {
    const file = path.join(dir, 'notes.json');
    fs.writeFileSync(file, '{"notes": true}');
    const notLog = replay(file);
    expect(notLog.err).toContain('is not an action log TIMS can replay');
    expect(notLog.status).toBe(2);
    const missing = replay(path.join(dir, 'missing.json'));
    expect(missing.err).toContain('Cannot read');
    expect(missing.status).toBe(2);
  });
});
