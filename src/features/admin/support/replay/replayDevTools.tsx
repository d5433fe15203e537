import { createDevTools } from '@redux-devtools/core';
import { InspectorMonitor } from '@redux-devtools/inspector-monitor';
import { SliderMonitor } from '@redux-devtools/slider-monitor';
import { replayTheme } from './replayTheme';

/**
 * Redux DevTools' own monitors over one replay store.
 *
 * The store is instrumented once, with the inspector's `update` (its monitor state: the selected
 * action, the tab, the inspected paths). The slider keeps no monitor state (its `update` returns
 * `{}`) and reads only `currentStateIndex`, `computedStates`, `stagedActionIds` and
 * `actionsById`, so it is rendered by its own `createDevTools` over the same lifted store
 * (`store` prop) and ignores the inspector's monitor state it is handed. Both therefore show the
 * one current step; `timeTravelOnly` keeps the inspector's selection on that step.
 *
 * The buttons that throw history away (Commit, Sweep, Reset) are hidden, and `timeTravelOnly`
 * refuses them. Each row's Jump and Skip stay (hiding them makes the inspector hand React `false`
 * as its rows' mouse listeners, which throws on every hover).
 */
export const ReplayInspector = createDevTools(
  <InspectorMonitor theme={replayTheme} invertTheme={false} hideMainButtons />,
);

export const ReplaySlider = createDevTools(
  <SliderMonitor theme={replayTheme} hideResetButton keyboardEnabled />,
);
