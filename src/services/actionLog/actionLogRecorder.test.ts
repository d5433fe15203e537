import { createActionLogRecorder } from './actionLogRecorder';

describe('the recorder middleware', () => {
  function chain(initial: unknown) {
    let state = initial;
    const recorder = createActionLogRecorder({ capacity: 5, now: () => 42 });
    const passed: unknown[] = [];
    const dispatch = recorder.middleware({
      getState: () => state,
      dispatch: (action: unknown) => action,
    } as never)((action: unknown) => {
      passed.push(action);
      state = { after: (action as { type?: string }).type ?? 'thunk' };
      return action;
    });
    return { recorder, passed, dispatch, setState: (next: unknown) => (state = next) };
  }

  it('passes thunks and other non-actions on without recording them', () => {
    const { recorder, passed, dispatch } = chain({ start: true });
    const thunk = () => undefined;
    dispatch(thunk);
    dispatch(Object.assign(Object.create({ inherited: true }), { type: 'not/plain' }));
    dispatch({ type: 'a/plain' });
    expect(passed).toHaveLength(3);
    expect(recorder.summary()).toEqual({ actions: 1, dropped: 0, since: 42 });
  });

  it('starts again when the state changed without an action through it', () => {
    const { recorder, dispatch, setState } = chain({ start: true });
    dispatch({ type: 'a/one' });
    dispatch({ type: 'a/two' });
    setState({ elsewhere: true });
    dispatch({ type: 'a/three' });
    expect(recorder.summary()).toEqual({ actions: 1, dropped: 2, since: 42 });
  });
});
