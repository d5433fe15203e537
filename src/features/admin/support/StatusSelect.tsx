import { Field, Select, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportStatus } from '../../../../contracts/support';
import { useErrorText } from '../../../components/useErrorText';
import { problemText } from './problemText';
import { useSetSupportStatusMutation } from './supportAdminEndpoints';
import { SUPPORT_STATUSES } from './supportFields';

const Row = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  min-width: 220px;
  > div {
    flex: 1;
  }
`;

export interface StatusSelectProps {
  reference: string;
  status: SupportStatus;
}

/**
 * The request's status, changed by choosing another: saved at once; the list's counts and the
 * request follow. A refusal is said under it and the select shows the status kept.
 */
export function StatusSelect({ reference, status }: StatusSelectProps) {
  const { t } = useTranslation('adminSupport');
  const errorText = useErrorText();
  const [setStatus, saving] = useSetSupportStatusMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // The status chosen shows until the request comes back with it (or the change is refused).
  const [chosen, setChosen] = useState<SupportStatus | null>(null);
  const [known, setKnown] = useState(status);
  if (known !== status) {
    setKnown(status);
    setChosen(null);
  }

  const choose = async (next: SupportStatus) => {
    setProblem(null);
    setChosen(next);
    const result = await setStatus({ reference, status: next });
    if ('error' in result) {
      setChosen(null);
      setProblem(problemText(t, result.error, errorText));
    }
  };

  return (
    <Row>
      <Field
        label={t('request.status')}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
      >
        <Select
          value={chosen ?? status}
          onChange={(_, data) => void choose(data.value as SupportStatus)}
        >
          {SUPPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {saving.isLoading && <Spinner size="tiny" label={t('request.statusSaving')} />}
    </Row>
  );
}
