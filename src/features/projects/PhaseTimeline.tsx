import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PHASE_COLORS } from '../../../contracts/projectFields';
import type { Milestone } from '../../../contracts/projects';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDate } from './format';
import { timelineOf, type PhaseBar } from './timelineScale';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalS}`};
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
    white-space: nowrap;
  }
  thead th {
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    .chart {
      display: none;
    }
  }
`;

/* The table keeps its columns on one line; on a narrow screen it scrolls within itself (a
   focusable region, so a keyboard can scroll it) instead of widening the page. */
const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

const ChartCell = styled.td`
  position: relative;
  width: 45%;
  min-width: 240px;
`;

/** Positions within the chart column, in percent of its width from the start of a line (the
    left in English, the right in Arabic and Hebrew: time runs in the reading direction). */
const Track = styled.div`
  position: relative;
  height: 22px;
`;

const Bar = styled.span<{ $from: number; $to: number; $color: string; $planned?: boolean }>`
  position: absolute;
  inset-inline-start: ${({ $from }) => $from}%;
  width: max(${({ $from, $to }) => $to - $from}%, 6px);
  top: ${({ $planned }) => ($planned ? '2px' : '10px')};
  height: ${({ $planned }) => ($planned ? '6px' : '10px')};
  border-radius: 3px;
  background: ${({ $planned, $color }) => ($planned ? 'transparent' : $color)};
  border: ${({ $planned, theme }) =>
    $planned ? `1px solid ${theme.tokens.colorNeutralStroke1}` : 'none'};
`;

const TodayLine = styled.span<{ $at: number }>`
  position: absolute;
  inset-inline-start: ${({ $at }) => $at}%;
  top: -6px;
  bottom: -6px;
  border-inline-start: 2px dashed ${({ theme }) => theme.palette.danger};
`;

const Axis = styled.div`
  position: relative;
  height: 1.4em;
  font-weight: normal;
`;

const Tick = styled.span<{ $at: number }>`
  position: absolute;
  inset-inline-start: ${({ $at }) => $at}%;
  transform: translateX(-50%);
  [dir='rtl'] & {
    transform: translateX(50%);
  }
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

/** Today's label beside its line, on the side with room: it starts at the line in the first
    half of the chart and ends at it in the second (centred, a late "today" ran off the end). */
const TodayLabel = styled.span<{ $at: number }>`
  position: absolute;
  ${({ $at }) => ($at <= 50 ? `inset-inline-start: ${$at}%;` : `inset-inline-end: ${100 - $at}%;`)}
  top: 1.3em;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  color: ${({ theme }) => theme.palette.danger};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
`;

const State = styled.span<{ $state: PhaseBar['state'] }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-inline-end: ${({ theme }) => theme.tokens.spacingHorizontalS};
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  background: ${({ $state, theme }) =>
    $state === 'done'
      ? theme.palette.primary
      : $state === 'current'
        ? theme.palette.warning
        : 'transparent'};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
`;

export interface PhaseTimelineProps {
  milestones: Milestone[];
  /** Today, ISO date (a prop, so the screen and tests decide what "today" is). */
  today: string;
}

/**
 * The PDP phases as a table — planned and actual start of each — with a chart column drawing
 * each phase's planned span (outlined) against its actual span (filled), and today's line.
 * The chart repeats the dates for the eye; the table cells carry them for everyone.
 */
export function PhaseTimeline({ milestones, today }: PhaseTimelineProps) {
  const { t, i18n } = useTranslation('projects');
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : null);
  const { bars, ticks, todayAt } = timelineOf(milestones, today);
  const todayText = t('timeline.today', { date: date(today) });
  return (
    <Scroller role="region" aria-label={t('timeline.label')} tabIndex={0}>
      <Table aria-label={t('timeline.label')}>
        <thead>
          <tr>
            <th scope="col">{t('timeline.phase')}</th>
            <th scope="col">{t('timeline.planned')}</th>
            <th scope="col">{t('timeline.actual')}</th>
            <th scope="col" className="chart">
              <Axis aria-hidden>
                {ticks.map((tick) => (
                  <Tick key={tick.year} $at={tick.at}>
                    {tick.year}
                  </Tick>
                ))}
              </Axis>
              <Axis>
                <TodayLabel $at={todayAt}>{todayText}</TodayLabel>
              </Axis>
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.phase}>
              <th scope="row">
                <State $state={bar.state} aria-hidden />
                {t(`phases.${bar.phase}`, { defaultValue: bar.phase })}
                <VisuallyHidden>, {t(`timeline.states.${bar.state}`)}</VisuallyHidden>
              </th>
              <td>{date(bar.planned) ?? <Muted>—</Muted>}</td>
              <td>{date(bar.actual) ?? <Muted>{t('timeline.notYet')}</Muted>}</td>
              <ChartCell className="chart" aria-hidden>
                <Track>
                  {bar.plannedSpan && (
                    <Bar $from={bar.plannedSpan[0]} $to={bar.plannedSpan[1]} $color="" $planned />
                  )}
                  {bar.actualSpan && (
                    <Bar
                      $from={bar.actualSpan[0]}
                      $to={bar.actualSpan[1]}
                      $color={PHASE_COLORS[bar.phase]}
                    />
                  )}
                  <TodayLine $at={todayAt} />
                </Track>
              </ChartCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
