import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ActionLogMeta } from '../../../../../contracts/actionLogFormat';
import type { LogSource } from './useReplay';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalXL}`};
  margin: 0;
  div {
    min-width: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    div.wide {
      grid-column: 1 / -1;
    }
  }
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/** The inbox's page of one request (`/admin/support/{reference}`). */
export const requestPagePath = (reference: string) =>
  `/admin/support/${encodeURIComponent(reference)}`;

/** Any value of the file as text: strings as they are, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

export interface LogFactsProps {
  meta: ActionLogMeta;
  source: LogSource;
}

/** What the log says about itself, and where it came from. */
export function LogFacts({ meta, source }: LogFactsProps) {
  const { t, i18n } = useTranslation('replay');
  const count = new Intl.NumberFormat(i18n.language);
  const instant = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  // The file's metadata is shown as given: only the action count is checked by the parser.
  const number = (value: unknown) =>
    typeof value === 'number' ? count.format(value) : asText(value);
  const when = (value: unknown) => {
    const date = typeof value === 'string' ? new Date(value) : undefined;
    return date && !Number.isNaN(date.getTime()) ? instant.format(date) : asText(value);
  };
  return (
    <section aria-labelledby="replay-facts-title">
      <h3 id="replay-facts-title">{t('facts.title')}</h3>
      <Facts>
        <div>
          <dt>{t('facts.actions')}</dt>
          <dd>{number(meta.actions)}</dd>
        </div>
        <div>
          <dt>{t('facts.dropped')}</dt>
          <dd>{number(meta.dropped)}</dd>
        </div>
        <div className="wide">
          <dt>{t('facts.period')}</dt>
          <dd>
            {t('facts.periodValue', { from: when(meta.recordedFrom), to: when(meta.recordedTo) })}
          </dd>
        </div>
        <div>
          <dt>{t('facts.appVersion')}</dt>
          <dd>{asText(meta.appVersion)}</dd>
        </div>
        <div className="wide">
          <dt>{t('facts.source')}</dt>
          <dd>
            {source.kind === 'file' ? (
              t('facts.file', { name: source.name })
            ) : (
              <Link to={requestPagePath(source.reference)}>
                {t('facts.request', { reference: source.reference })}
              </Link>
            )}
          </dd>
        </div>
      </Facts>
    </section>
  );
}
