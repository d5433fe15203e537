import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StateDifference } from '../../../../lib/actionLog/stateDifferences';

/** `replayActionLog` reports at most this many differences. */
const DIFFERENCES_LIMIT = 50;

const Differences = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  padding: 0;
  list-style: none;
  max-height: 40vh;
  overflow: auto;
`;

const Difference = styled.li`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXXS} ${theme.tokens.spacingHorizontalM}`};
  padding: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
  border-top: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  > code {
    grid-column: 1 / -1;
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    overflow-wrap: anywhere;
  }
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  pre {
    margin: 0;
    max-height: 12em;
    overflow: auto;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The recorded and the replayed value, as cells of the difference's grid. */
const Values = styled.dl`
  display: contents;
`;

/** A value as JSON, indented when it is an object; an absent member said in words. */
function asJson(value: unknown, absent: string): string {
  if (value === undefined) return absent;
  return JSON.stringify(value, null, typeof value === 'object' && value !== null ? 2 : 0);
}

export interface ReplayVerdictProps {
  actions: number;
  matches: boolean;
  differences: StateDifference[];
}

/** Whether replaying the log reproduces the state the browser recorded, and if not, where. */
export function ReplayVerdict({ actions, matches, differences }: ReplayVerdictProps) {
  const { t } = useTranslation('replay');
  if (matches) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('verdict.matches')}</MessageBarTitle>
          {t('verdict.matchesBody', { count: actions })}
        </MessageBarBody>
      </MessageBar>
    );
  }
  const absent = t('verdict.absent');
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('verdict.differs')}</MessageBarTitle>
        {differences.length >= DIFFERENCES_LIMIT
          ? t('verdict.differsFirst', { count: differences.length })
          : t('verdict.differsBody', { count: differences.length })}
        <Differences aria-label={t('verdict.differs')}>
          {differences.map((difference) => (
            <Difference key={difference.path}>
              <code>{difference.path}</code>
              <Values>
                <dt>{t('verdict.expected')}</dt>
                <dd>
                  <pre>{asJson(difference.expected, absent)}</pre>
                </dd>
                <dt>{t('verdict.actual')}</dt>
                <dd>
                  <pre>{asJson(difference.actual, absent)}</pre>
                </dd>
              </Values>
            </Difference>
          ))}
        </Differences>
      </MessageBarBody>
    </MessageBar>
  );
}
