import { ActionCreators } from '@redux-devtools/core';
import { useMemo, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { windowedLiftedStore } from './inspectorWindow';
import type { ReplayStore } from './openActionLog';
import { ReplayInspector, ReplaySlider } from './replayDevTools';
import { replayTheme } from './replayTheme';

const Region = styled.section`
  display: grid;
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  overflow: hidden;
  background: ${replayTheme.base00};
`;

/**
 * The slider's toolbar (Redux DevTools' own: play, the slider, back, forward, the speeds). On a
 * phone its row wraps with the slider on a row of its own, full width.
 */
const SliderBar = styled.div`
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  background: ${replayTheme.base01};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    > div {
      flex-wrap: wrap;
      row-gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
      padding-bottom: ${({ theme }) => theme.tokens.spacingVerticalXS};
    }
    > div > div:nth-child(2) {
      order: -1;
      flex: 1 0 100%;
    }
  }
`;

const Keys = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

/** The inspector fills the content width and most of the window's height; it scrolls inside. */
const InspectorPane = styled.div`
  height: min(75vh, 820px);
  min-height: 360px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    height: 75vh;
  }
`;

/** The current step in words, for screen readers (the monitors' slider has no label of its own). */
function useCurrentStep(store: ReplayStore) {
  const lifted = useSyncExternalStore(store.liftedStore.subscribe, store.liftedStore.getState);
  const id = lifted.stagedActionIds[lifted.currentStateIndex];
  const type = id === undefined ? '' : String(lifted.actionsById[id]?.action.type ?? '');
  return { index: lifted.currentStateIndex, count: lifted.stagedActionIds.length - 1, type };
}

/**
 * Enter or Space on an action of the inspector's list goes to that step. The list's rows are
 * focusable (the inspector makes them sortable), but only a mouse click chooses one, and the
 * keys would pick the row up to reorder it, which the replay refuses anyway.
 */
function goToFocusedAction(store: ReplayStore, event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const row = (event.target as HTMLElement).closest('[aria-roledescription="sortable"]');
  const id = row?.querySelector('[data-id]')?.getAttribute('data-id');
  if (id === null || id === undefined) return;
  event.preventDefault();
  event.stopPropagation();
  store.liftedStore.dispatch(ActionCreators.jumpToAction(Number(id)));
}

export interface ReplayMonitorsProps {
  store: ReplayStore;
}

/**
 * Redux DevTools' slider (step, play, pause) above its inspector (the actions, each one's
 * payload, the state and the diff at each step), both over the replay store.
 */
export function ReplayMonitors({ store }: ReplayMonitorsProps) {
  const { t } = useTranslation('replay');
  const step = useCurrentStep(store);
  // The inspector lists a window of the actions; the slider moves through all of them.
  const inspectorStore = useMemo(
    () => ({ liftedStore: windowedLiftedStore(store.liftedStore) }),
    [store],
  );
  return (
    <Region aria-label={t('monitors.label')}>
      <SliderBar role="group" aria-label={t('monitors.slider')}>
        <ReplaySlider store={store as never} />
      </SliderBar>
      <Keys>{t('monitors.keys')}</Keys>
      <VisuallyHidden role="status">{t('monitors.step', step)}</VisuallyHidden>
      <InspectorPane
        role="group"
        aria-label={t('monitors.inspector')}
        onKeyDownCapture={(event) => goToFocusedAction(store, event)}
      >
        <ReplayInspector store={inspectorStore as never} />
      </InspectorPane>
    </Region>
  );
}
