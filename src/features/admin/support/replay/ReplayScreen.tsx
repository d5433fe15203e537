import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Button,
  Spinner,
} from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { LogFacts } from './LogFacts';
import { LogPicker } from './LogPicker';
import { LogProblem } from './LogProblem';
import { ReplayMonitors } from './ReplayMonitors';
import { ReplayVerdict } from './ReplayVerdict';
import { useAttachedLog, type AttachedLog } from './useAttachedLog';
import { useReplay, type LogSource, type ReplayState } from './useReplay';
import { useErrorText } from '../../../../components/useErrorText';

const Screen = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalL};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase600};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  > * {
    min-width: 0;
  }
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

/** `?request=` said in words while it loads or when it failed. */
function AttachedLogStatus({ attached }: { attached: AttachedLog }) {
  const { t } = useTranslation('replay');
  const errorText = useErrorText();
  switch (attached.status) {
    case 'bad-reference':
      return (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('request.badReference', { reference: attached.reference })}
          </MessageBarBody>
        </MessageBar>
      );
    case 'loading':
      return (
        <Spinner size="small" label={t('request.loading', { reference: attached.reference })} />
      );
    case 'failed':
      return (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              {t('request.failedTitle', { reference: attached.reference })}
            </MessageBarTitle>
            {attached.error.status === 404 ? (
              t('request.notFound', { reference: attached.reference })
            ) : (
              <>
                {errorText(attached.error)}{' '}
                <Button size="small" onClick={attached.retry}>
                  {t('request.retry')}
                </Button>
              </>
            )}
          </MessageBarBody>
        </MessageBar>
      );
    default:
      return null;
  }
}

const nameOf = (source: LogSource) => (source.kind === 'file' ? source.name : source.reference);

/** What just happened, read out by screen readers (the file picker keeps the focus). */
function useAnnouncement(replay: ReplayState): string {
  const { t } = useTranslation('replay');
  switch (replay.status) {
    case 'opening':
      return t('opening', { name: nameOf(replay.source) });
    case 'failed':
      return t('problem.title', { name: nameOf(replay.source) });
    case 'opened':
      return replay.log.matches ? t('verdict.matches') : t('verdict.differs');
    default:
      return '';
  }
}

/**
 * /admin/support/replay — the action-log replay viewer (issue 12, administrators): opens a log
 * file, or the log attached to a support request (`?request=TIMS-…`), replays it into a fresh
 * store with the app's reducers alone, shows it in Redux DevTools' slider and inspector, and
 * says whether the replay reproduces the final state the browser recorded.
 */
export function ReplayScreen() {
  const { t } = useTranslation('replay');
  const [params, setParams] = useSearchParams();
  const { replay, openText, openFile } = useReplay();
  const attached = useAttachedLog(params.get('request'), openText);
  const announcement = useAnnouncement(replay);

  const onFile = useCallback(
    (file: File) => {
      // A file opened replaces the request's log: the address no longer names the request.
      if (params.has('request')) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('request');
            return next;
          },
          { replace: true },
        );
      }
      void openFile(file);
    },
    [params, setParams, openFile],
  );

  const opened = replay.status === 'opened' ? replay : undefined;
  return (
    <Screen aria-labelledby="replay-title" aria-busy={replay.status === 'opening'}>
      <header>
        <h2 id="replay-title">{t('title')}</h2>
        <Intro>{t('description')}</Intro>
      </header>
      <LogPicker compact={opened !== undefined} onFile={onFile} />
      <AttachedLogStatus attached={attached} />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {replay.status === 'opening' && (
        <Spinner label={t('opening', { name: nameOf(replay.source) })} />
      )}
      {replay.status === 'failed' && <LogProblem source={replay.source} problem={replay.problem} />}
      {opened && (
        <>
          <ReplayVerdict
            actions={opened.log.meta.actions}
            matches={opened.log.matches}
            differences={opened.log.differences}
          />
          <LogFacts meta={opened.log.meta} source={opened.source} />
          <ReplayMonitors
            key={opened.log.store.liftedStore.getState().nextActionId}
            store={opened.log.store}
          />
        </>
      )}
    </Screen>
  );
}
