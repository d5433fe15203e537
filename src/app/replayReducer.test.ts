import { viewChanged } from '../features/map/mapSlice';
import { toastAdded } from '../features/toasts/toastsSlice';
import { replayReducer } from './replayReducer';

const toast = toastAdded({ message: 'toasts.saved', severity: 'success' });
const view = viewChanged({
  viewpoint: { center: [-83, 40], scale: 9028 },
  extent: [-84, 39, -82, 41],
});

describe('the reducers of a replay', () => {
  it('leave the map out of a session that never reached it, as the app recorded it', () => {
    const state = replayReducer(replayReducer(undefined, { type: '@@init' }), toast);
    expect(state).not.toHaveProperty('map');
    expect(state.toasts.items).toHaveLength(1);
  });

  it('add the map at its first action, and keep it from then on', () => {
    let state = replayReducer(undefined, { type: '@@init' });
    state = replayReducer(state, view);
    expect(state.map?.viewpoint?.scale).toBe(9028);
    state = replayReducer(state, toast);
    expect(state.map?.viewpoint?.scale).toBe(9028);
  });

  it('keep the map of a start state that holds it (a log trimmed after the map opened)', () => {
    const opened = replayReducer(replayReducer(undefined, { type: '@@init' }), view);
    const start = JSON.parse(JSON.stringify(opened)) as typeof opened;
    expect(replayReducer(start, toast).map?.viewpoint?.scale).toBe(9028);
  });
});
