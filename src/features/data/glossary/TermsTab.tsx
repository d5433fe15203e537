import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Term } from '../../../../contracts/datasets';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { useListTermsQuery } from '../datasetsApi';
import { English } from '../English';
import { useDataFormat } from '../useDataFormat';
import { GlossarySearchBox } from './GlossarySearchBox';

const Search = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0;
`;

const Entry = styled.div`
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  overflow-wrap: anywhere;
  dt {
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  dt abbr {
    margin-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalS};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-weight: ${({ theme }) => theme.tokens.fontWeightRegular};
    text-decoration: none;
  }
  dd {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Uses = styled.div`
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalS};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.tokens.spacingVerticalXXS} ${theme.tokens.spacingHorizontalM}`};
    margin: ${({ theme }) => theme.tokens.spacingVerticalXXS} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
`;

/** Where a term is used: the dataset page, at the field's row when a field is named. */
export const pathOfUse = (use: Term['uses'][number]) =>
  `/data/dataset/${use.datasetId}${use.field ? `#field-${use.field}` : ''}`;

function TermEntry({ term }: { term: Term }) {
  const { t } = useTranslation('data');
  return (
    <Entry>
      <dt id={`term-${term.id}`}>
        <English>
          {term.term}
          {term.abbreviation && <abbr title={term.term}>{term.abbreviation}</abbr>}
        </English>
      </dt>
      <dd>
        <p>
          <English>{term.definition}</English>
        </p>
        {term.uses.length > 0 && (
          <Uses>
            <span id={`term-${term.id}-uses`}>{t('terms.usedIn')}</span>
            <ul aria-labelledby={`term-${term.id}-uses`}>
              {term.uses.map((use) => (
                <li key={`${use.datasetId}:${use.field ?? ''}`}>
                  <Link to={pathOfUse(use)}>
                    {use.field
                      ? t('terms.useField', { dataset: use.datasetTitle, field: use.field })
                      : use.datasetTitle}
                  </Link>
                </li>
              ))}
            </ul>
          </Uses>
        )}
      </dd>
    </Entry>
  );
}

export interface TermsTabProps {
  words: string;
  onSearch(words: string | undefined, how: { typing: boolean }): void;
}

/** The words a DOT uses (PID, SLM, phases…), searchable, each linking where it is used. */
export function TermsTab({ words, onSearch }: TermsTabProps) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const terms = useListTermsQuery(words ? { q: words } : {});
  const result = terms.data;

  return (
    <>
      <Search>
        <GlossarySearchBox
          label={t('terms.search')}
          placeholder={t('terms.placeholder')}
          words={words}
          onSearch={onSearch}
        />
      </Search>
      <section aria-labelledby="term-results" aria-busy={terms.isFetching}>
        <Heading id="term-results" aria-live="polite">
          {result === undefined
            ? t('terms.title')
            : t('terms.count', { count: result.total, formatted: format.count(result.total) })}
        </Heading>
        {terms.isError && !terms.isFetching ? (
          <FailedWithRetry
            message={t('terms.failed')}
            retryLabel={t('retry')}
            onRetry={() => void terms.refetch()}
          />
        ) : !result ? (
          <Spinner role="status" label={t('terms.loading')} />
        ) : result.items.length === 0 ? (
          <p>{words ? t('terms.none') : t('terms.empty')}</p>
        ) : (
          <List>
            {result.items.map((term) => (
              <TermEntry key={term.id} term={term} />
            ))}
          </List>
        )}
      </section>
    </>
  );
}
