import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ACTION_LOG_MAX_ACTIONS } from '../../../../../contracts/actionLogFormat';
import type { OpenProblem } from './openActionLog';
import type { LogSource } from './useReplay';
import { MAX_LOG_FILE_BYTES } from './useReplay';

const Text = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
`;

export interface LogProblemProps {
  source: LogSource;
  problem: OpenProblem;
}

/** Why the log cannot be replayed: in words, and the parser's own detail beside them. */
export function LogProblem({ source, problem }: LogProblemProps) {
  const { t, i18n } = useTranslation('replay');
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 0,
  }).format(MAX_LOG_FILE_BYTES / 1024 / 1024);
  const name = source.kind === 'file' ? source.name : source.reference;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('problem.title', { name })}</MessageBarTitle>
        <Text>{t(`problem.${problem.code}`, { max: ACTION_LOG_MAX_ACTIONS, size })}</Text>
        <Text>{t('problem.detail', { detail: problem.detail })}</Text>
      </MessageBarBody>
    </MessageBar>
  );
}
