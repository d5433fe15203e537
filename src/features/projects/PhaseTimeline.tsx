import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Milestone } from '../../../contracts/projects';
import { formatDate } from './format';

const List = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'ahead' }>`
  display: grid;
  grid-template-columns: 16px minmax(160px, 1fr) 1fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.palette.primary};
    ${({ $state, theme }) =>
      $state !== 'ahead' &&
      css`
        background: ${$state === 'done' ? theme.palette.primary : theme.palette.warning};
      `}
  }
`;

const Today = styled.li`
  color: ${({ theme }) => theme.palette.danger};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  border-top: 2px dashed ${({ theme }) => theme.palette.danger};
  padding-top: ${({ theme }) => theme.tokens.spacingVerticalXXS};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
`;

export interface PhaseTimelineProps {
  milestones: Milestone[];
  /** Today, ISO date (a prop, so the screen and tests decide what "today" is). */
  today: string;
}

/** The PDP phases with planned against actual start dates, and where today falls. */
export function PhaseTimeline({ milestones, today }: PhaseTimelineProps) {
  const { t, i18n } = useTranslation('projects');
  const started = milestones.filter((m) => m.actual && m.actual <= today);
  const current = started[started.length - 1]?.phase;
  const todayIndex = milestones.findIndex((m) => (m.actual ?? m.planned ?? '9999') > today);
  const steps = milestones.map((milestone) => {
    const state =
      milestone.phase === current
        ? 'current'
        : milestone.actual && milestone.actual <= today
          ? 'done'
          : 'ahead';
    return (
      <Step key={milestone.phase} $state={state}>
        <strong>{t(`phases.${milestone.phase}`, { defaultValue: milestone.phase })}</strong>
        <span>
          {t('timeline.planned')}:{' '}
          {milestone.planned ? formatDate(milestone.planned, i18n.language) : <Muted>—</Muted>}
        </span>
        <span>
          {t('timeline.actual')}:{' '}
          {milestone.actual ? (
            formatDate(milestone.actual, i18n.language)
          ) : (
            <Muted>{t('timeline.notYet')}</Muted>
          )}
        </span>
      </Step>
    );
  });
  const marker = (
    <Today key="today">{t('timeline.today', { date: formatDate(today, i18n.language) })}</Today>
  );
  if (todayIndex === -1) steps.push(marker);
  else steps.splice(todayIndex, 0, marker);
  return <List aria-label={t('timeline.label')}>{steps}</List>;
}
