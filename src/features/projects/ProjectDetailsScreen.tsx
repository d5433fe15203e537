import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Copy20Regular, Map20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { MessagePanel } from '../../components/MessagePanel';
import { absoluteUrl } from '../../lib/absoluteUrl';
import { ScreenHeader } from '../../components/ScreenHeader';
import { copyRequested } from '../shell/clipboardEvents';
import { ProjectFacts } from './ProjectFacts';
import { PhaseLabel } from './PhaseLabel';
import { PhaseTimeline } from './PhaseTimeline';
import { useGetProjectQuery } from './projectsApi';
import { ProjectStandardMaps } from './ProjectStandardMaps';

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  h2 {
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  }
  dl + h2 {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  }
`;

const Phase = styled.p`
  display: inline-block;
  margin: 0;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXXS} ${theme.tokens.spacingHorizontalM}`};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusCircular};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

/** /projects/details?pid=… — one project: what, where, when, how it is paid for, who to ask. */
export function ProjectDetailsScreen() {
  const { t } = useTranslation('projects');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const pid = params.get('pid')?.trim() ?? '';
  const valid = /^\d{6}$/.test(pid);
  const { data: project, error, isLoading, refetch } = useGetProjectQuery(pid, { skip: !valid });

  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <MessagePanel role="alert">
        <h1>{t('details.unknownTitle')}</h1>
        <p>{pid ? t('details.unknown', { pid }) : t('details.noPid')}</p>
        <ButtonLink to="/projects" appearance="primary">
          {t('details.backToSearch')}
        </ButtonLink>
      </MessagePanel>
    );
  }
  if (isLoading) return <Spinner label={t('details.loading')} />;
  if (!project) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('details.error')}{' '}
          <Button size="small" onClick={() => refetch()}>
            {t('results.retry')}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <>
      <ScreenHeader title={`${project.pid} · ${project.name}`} description={project.description}>
        <Phase>
          <PhaseLabel phase={project.phase} />
        </Phase>
        <Actions>
          <ButtonLink to={`/map?pid=${project.pid}`} icon={<Map20Regular />}>
            {t('details.viewOnMap')}
          </ButtonLink>
          <Button
            icon={<Copy20Regular />}
            onClick={() => dispatch(copyRequested({ text: absoluteUrl(pathname + search) }))}
          >
            {t('details.copyLink')}
          </Button>
        </Actions>
      </ScreenHeader>
      <Sections>
        <ProjectFacts project={project} />
        <section aria-labelledby="timeline">
          <h2 id="timeline">{t('timeline.title')}</h2>
          <PhaseTimeline
            milestones={project.milestones}
            today={new Date().toISOString().slice(0, 10)}
          />
        </section>
        <ProjectStandardMaps project={project} />
      </Sections>
    </>
  );
}
