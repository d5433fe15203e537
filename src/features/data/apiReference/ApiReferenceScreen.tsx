import { Input, Label, Spinner, useId } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { apiBaseUrl } from '../../../lib/absoluteUrl';
import { useApiDocumentQuery } from '../datasetsApi';
import { ENGLISH } from '../English';
import { groupByTag, UNTAGGED, type TagGroup } from './openApi';
import { InlineCode } from './InlineCode';
import { OperationView } from './OperationView';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Contents = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.tokens.spacingVerticalL};
  ul {
    margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.tokens.spacingVerticalXXS} 0;
  }
  span {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.drawerBelow}) {
    position: static;
  }
`;

const Facts = styled.p`
  code {
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  overflow-wrap: anywhere;
`;

const FilterBox = styled.div`
  display: grid;
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  h2 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const tagAnchor = (name: string) => `tag-${name.replace(/[^A-Za-z0-9]+/g, '-') || 'other'}`;

/** Operations whose path, summary or tag hold the words. */
function filtered(groups: TagGroup[], words: string): TagGroup[] {
  const needles = words.toLowerCase().split(/\s+/).filter(Boolean);
  if (needles.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((operation) => {
        const text =
          `${operation.method} ${operation.path} ${operation.summary ?? ''} ${group.name}`.toLowerCase();
        return needles.every((needle) => text.includes(needle));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}

/**
 * /data/api — the TIMS API described for people: the OpenAPI document the server generates
 * from its schemas, grouped by tag, each operation with its parameters, body and answers.
 */
export function ApiReferenceScreen() {
  const { t } = useTranslation(['data', 'screens']);
  const document = useApiDocumentQuery();
  const [words, setWords] = useState('');
  const filterId = useId('api-filter');
  const groups = useMemo(() => (document.data ? groupByTag(document.data) : []), [document.data]);
  const shown = useMemo(() => filtered(groups, words), [groups, words]);
  const documentUrl = `${apiBaseUrl()}/openapi.json`;
  const groupName = (name: string) => (name === UNTAGGED ? t('api.otherTag') : name);

  return (
    <>
      <ScreenHeader title={t('api.title')} description={t('api.description')}>
        <Facts>
          <span>
            {t('api.baseUrl')} <code>{apiBaseUrl()}</code>
          </span>
          <a href={documentUrl} type="application/json">
            {t('api.document')}
          </a>
          <Link to="/data">{t('api.backToData')}</Link>
        </Facts>
      </ScreenHeader>
      {document.isError && !document.isFetching ? (
        <FailedWithRetry
          message={t('api.failed')}
          retryLabel={t('retry')}
          onRetry={() => void document.refetch()}
        />
      ) : !document.data ? (
        <Spinner role="status" label={t('api.loading')} />
      ) : (
        <Columns>
          <Contents aria-labelledby="api-contents">
            <strong id="api-contents">{t('api.contents')}</strong>
            <ul>
              {groups.map((group) => (
                <li key={group.name}>
                  <a href={`#${tagAnchor(group.name)}`}>{groupName(group.name)}</a>{' '}
                  <span>({group.operations.length})</span>
                </li>
              ))}
            </ul>
          </Contents>
          <div>
            <p>
              {t('api.version', {
                title: document.data.info.title,
                version: document.data.info.version,
                openapi: document.data.openapi,
              })}
            </p>
            <FilterBox>
              <Label htmlFor={filterId}>{t('api.filter')}</Label>
              <Input
                id={filterId}
                type="search"
                value={words}
                contentBefore={<Filter20Regular />}
                placeholder={t('api.filterPlaceholder')}
                onChange={(_, data) => setWords(data.value)}
              />
            </FilterBox>
            {shown.length === 0 && <p role="status">{t('api.noMatch')}</p>}
            {shown.map((group) => (
              <Group
                key={group.name}
                id={tagAnchor(group.name)}
                aria-labelledby={`${tagAnchor(group.name)}-title`}
              >
                <h2 id={`${tagAnchor(group.name)}-title`}>{groupName(group.name)}</h2>
                {group.description && (
                  <p {...ENGLISH}>
                    <InlineCode text={group.description} />
                  </p>
                )}
                {group.operations.map((operation) => (
                  <OperationView
                    key={operation.anchor}
                    document={document.data!}
                    operation={operation}
                  />
                ))}
              </Group>
            ))}
          </div>
        </Columns>
      )}
    </>
  );
}
