import { Button, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardFrame, CardGrid } from '../../components/CardGrid';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { useSessionLog } from '../../app/hooks';
import { ContactLink } from './ContactLink';
import { HelpPageHeader } from './HelpPageHeader';
import { useListArticlesQuery } from './supportEndpoints';
import { langWhenOther, useArticleLanguage } from './useArticleLanguage';
import { useCameFromState } from './useCameFrom';
import { useDocumentTitle } from './useDocumentTitle';

const Card = styled(CardFrame)`
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalL} ${theme.tokens.spacingHorizontalL}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  > p {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0
      ${({ theme }) => theme.tokens.spacingVerticalM};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.tokens.spacingVerticalM};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  li span {
    display: block;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalL} ${theme.tokens.spacingHorizontalL}`};
  border-inline-start: 4px solid ${({ theme }) => theme.tokens.colorBrandStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalS};
`;

/** Grey cards where the sections will be. */
function SectionsSkeleton({ label }: { label: string }) {
  return (
    <Skeleton aria-label={label}>
      <CardGrid>
        {Array.from({ length: 4 }, (_, card) => (
          <li key={card}>
            <Card as="div">
              {Array.from({ length: 4 }, (__, line) => (
                <SkeletonItem key={line} size={16} style={{ marginBottom: 12 }} />
              ))}
            </Card>
          </li>
        ))}
      </CardGrid>
    </Skeleton>
  );
}

/**
 * `/support` — the help centre's home: what it is, the sections with their articles, the way to
 * reach the team, and the session log to download (for a request sent another way).
 */
export function SupportHome() {
  const { t } = useTranslation(['support', 'screens']);
  const lang = useArticleLanguage();
  const index = useListArticlesQuery(lang);
  const state = useCameFromState();
  const sessionLog = useSessionLog();
  useDocumentTitle(undefined);

  return (
    <>
      <HelpPageHeader title={t('screens:support.title')} description={t('home.intro')} />
      {index.isError ? (
        <FailedWithRetry
          message={t('nav.failed')}
          retryLabel={t('retry')}
          onRetry={() => void index.refetch()}
        />
      ) : !index.data ? (
        <SectionsSkeleton label={t('nav.loading')} />
      ) : (
        <CardGrid aria-label={t('home.sectionsLabel')}>
          {index.data.sections.map((section) => (
            <li key={section.id}>
              <Card aria-labelledby={`home-section-${section.id}`}>
                <h2 id={`home-section-${section.id}`}>{t(`sections.${section.id}.title`)}</h2>
                <p>{t(`sections.${section.id}.description`)}</p>
                <ul>
                  {section.articles.map((article) => (
                    <li key={article.slug} lang={langWhenOther(article.language, lang)}>
                      <Link to={`/support/${article.slug}`} state={state}>
                        {article.title}
                      </Link>
                      <span>{article.summary}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
      <Panel aria-labelledby="home-contact">
        <h2 id="home-contact">{t('contactCta.title')}</h2>
        <p>{t('contactCta.text')}</p>
        <p>{t('home.sessionLog')}</p>
        <Actions>
          <ContactLink appearance="primary" />
          <Button icon={<ArrowDownload20Regular />} onClick={() => sessionLog.download()}>
            {t('home.downloadLog')}
          </Button>
        </Actions>
      </Panel>
    </>
  );
}
