import { Checkbox, Field } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CameFromState } from '../helpArticleForPath';

const Hint = styled.span`
  a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

export interface ActionLogChoiceProps {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** What the log holds now. */
  summary: { actions: number; since: string | null };
  problem?: string;
  state: CameFromState;
}

/**
 * "Attach this session's action log", with what it holds (N actions since HH:MM, secrets
 * removed) and a link to the privacy article.
 */
export function ActionLogChoice({
  id,
  checked,
  onChange,
  summary,
  problem,
  state,
}: ActionLogChoiceProps) {
  const { t, i18n } = useTranslation('support');
  const since =
    summary.since === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
          new Date(summary.since),
        );
  const holds =
    since === null
      ? t('contact.log.empty')
      : t('contact.log.holds', {
          count: summary.actions,
          formatted: new Intl.NumberFormat(i18n.language).format(summary.actions),
          since,
        });
  return (
    <Field
      validationState={problem ? 'error' : 'none'}
      validationMessage={problem}
      hint={
        <Hint>
          <Trans
            t={t}
            i18nKey="contact.log.hint"
            values={{ holds }}
            components={{ privacy: <Link to="/support/privacy" state={state} /> }}
          />
        </Hint>
      }
    >
      <Checkbox
        id={id}
        checked={checked}
        onChange={(_, data) => onChange(data.checked === true)}
        label={t('contact.log.label')}
      />
    </Field>
  );
}
