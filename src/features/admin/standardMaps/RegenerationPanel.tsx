import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GenerationProgress } from '../../../components/standardMaps/GenerationProgress';
import { useErrorText } from '../../../components/useErrorText';
import { isAppError } from '../../../lib/appError';
import {
  useGenerateStandardMapsMutation,
  useGeneration,
  useListGenerationJobsQuery,
} from '../../standardMaps/standardMapsApi';
import { JobsTable } from './JobsTable';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  padding: ${({ theme }) => theme.tokens.spacingHorizontalL};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  p {
    margin: 0;
    max-width: 70ch;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

type Refusal = 'busy' | { message: string } | null;

/**
 * The drawn maps (statewide, districts, counties): redraw them all as new editions, one
 * drawing at a time, with its progress; and the latest drawings, who asked and how they went.
 */
export function RegenerationPanel() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { job, running } = useGeneration();
  const jobs = useListGenerationJobsQuery();
  const [generate, generating] = useGenerateStandardMapsMutation();
  const [refusal, setRefusal] = useState<Refusal>(null);

  const redraw = async () => {
    setRefusal(null);
    const result = await generate();
    if (!('error' in result)) return;
    const error = result.error;
    if (isAppError(error) && error.status === 409) setRefusal('busy');
    else setRefusal({ message: isAppError(error) ? errorText(error) : '' });
  };

  return (
    <Panel aria-labelledby="regeneration-title">
      <h3 id="regeneration-title">{t('standardMaps.regeneration.title')}</h3>
      <p>{t('standardMaps.regeneration.description')}</p>
      <div>
        {running && job && <GenerationProgress job={job} />}
        {!running && job?.status === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('standardMaps.regeneration.failed', { error: job.error ?? '' })}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {refusal && (
        <MessageBar intent={refusal === 'busy' ? 'warning' : 'error'} role="alert">
          <MessageBarBody>
            {refusal === 'busy'
              ? t('standardMaps.regeneration.busy')
              : t('standardMaps.regeneration.refused', { message: refusal.message })}
          </MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button
          appearance="primary"
          icon={generating.isLoading ? <Spinner size="tiny" /> : <ArrowSync20Regular />}
          disabledFocusable={running || generating.isLoading}
          onClick={() => void redraw()}
        >
          {running ? t('standardMaps.regeneration.running') : t('standardMaps.regeneration.start')}
        </Button>
      </div>
      <h4 id="jobs-title">{t('standardMaps.jobs.title')}</h4>
      {jobs.isError ? (
        <p role="alert">{t('standardMaps.jobs.failed')}</p>
      ) : jobs.data?.items.length === 0 ? (
        <p>{t('standardMaps.jobs.none')}</p>
      ) : jobs.data ? (
        <JobsTable jobs={jobs.data.items.slice(0, 5)} />
      ) : (
        <Spinner size="tiny" label={t('loading')} />
      )}
    </Panel>
  );
}
