import { waitFor } from '@testing-library/react';
import { parseActionLog } from '../../../contracts/actionLogFile';
import { createTestServices } from '../../../test/support/testServices';
import { createMapTestStore } from '../../../test/support/testStore';
import { replayReducer } from '../../app/replayReducer';
import { viewChanged } from '../map/mapSlice';
import { projectsApi } from '../projects/projectsApi';
import { toastAdded } from '../toasts/toastsSlice';
import { replayActionLog } from '../../lib/actionLog/replayActionLog';
import {
  serializeActionLog,
  trimActionLog,
  utf8Length,
} from '../../services/actionLog/serializeActionLog';

async function recordedLog() {
  const io = createTestServices();
  const { store } = createMapTestStore(undefined, io);
  await waitFor(() => expect(store.getState().portal.loadState).toBe('loaded'));
  for (let n = 0; n < 200; n += 1) {
    store.dispatch(
      viewChanged({
        viewpoint: { center: [-83 + n / 1e3, 40], scale: 72_224 },
        extent: [-83.1, 39.9, -82.9, 40.1],
      }),
    );
    if (n % 50 === 0) {
      store.dispatch(toastAdded({ message: 'toasts.saved', severity: 'success' }));
      await store.dispatch(projectsApi.endpoints.searchProjects.initiate({ q: `road ${n}` }));
    }
  }
  return io.services.actionLog.build('2.0.0');
}

const reducer = replayReducer as (state: unknown, action: { type: string }) => unknown;
const replay = (text: string) => replayActionLog(parseActionLog(text), reducer as never);

describe('trimming a log to a size', () => {
  it('drops the oldest actions until it fits, and still replays to the final state', async () => {
    const file = await recordedLog();
    const text = serializeActionLog(file);
    const limit = Math.floor(utf8Length(text) * 0.6);
    const trimmed = trimActionLog(file, limit, reducer);
    const trimmedText = serializeActionLog(trimmed);
    expect(utf8Length(trimmedText)).toBeLessThanOrEqual(limit);
    expect(trimmed.tims.actions).toBeLessThan(file.tims.actions);
    expect(trimmed.tims.actions).toBeGreaterThan(0);
    expect(trimmed.tims.dropped).toBe(file.tims.dropped + file.tims.actions - trimmed.tims.actions);
    expect(trimmed.tims.finalState).toEqual(file.tims.finalState);
    expect(trimmed.tims.recordedTo).toBe(file.tims.recordedTo);
    const kept = parseActionLog(trimmedText).actions;
    expect(kept).toEqual(parseActionLog(text).actions.slice(-kept.length));
    const result = replay(trimmedText);
    expect(result.differences).toEqual([]);
  });

  it('returns a log that fits as it is', async () => {
    const file = await recordedLog();
    expect(trimActionLog(file, utf8Length(serializeActionLog(file)), reducer)).toBe(file);
  });

  it('keeps no action when only the states fit, and that log replays too', async () => {
    const file = await recordedLog();
    const trimmed = trimActionLog(file, 1000, reducer);
    expect(trimmed.tims.actions).toBe(0);
    expect(replay(serializeActionLog(trimmed)).matches).toBe(true);
  });

  it('counts bytes as UTF-8 does', () => {
    for (const text of ['abc', 'é', '€', '😀', 'a😀é€']) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});
