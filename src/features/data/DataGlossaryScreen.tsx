import { Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useRovingTabList } from '../../components/useRovingTabList';
import { dcatUrl } from './datasetsApi';
import { DatasetsTab } from './glossary/DatasetsTab';
import type { GlossaryTab } from './glossary/datasetSearch';
import { TermsTab } from './glossary/TermsTab';
import { useGlossarySearch } from './glossary/useGlossarySearch';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
`;

const Tabs = styled(TabList)`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

const TABS: GlossaryTab[] = ['datasets', 'terms'];

/**
 * /data — the data glossary: every dataset (searched, filtered, sorted, exported) and the
 * glossary of terms, one tab each, the tab and the search in the address; the way to the API
 * reference and to the open-data feed.
 */
export function DataGlossaryScreen() {
  const { t } = useTranslation(['data', 'screens']);
  const { tab, query, update, showTab } = useGlossarySearch();
  const roving = useRovingTabList();

  return (
    <>
      <ScreenHeader title={t('screens:data.title')} description={t('screens:data.description')}>
        <Links>
          <Link to="/data/api">{t('links.api')}</Link>
          <a href={dcatUrl()} type="application/json">
            {t('links.dcat')}
          </a>
        </Links>
      </ScreenHeader>
      <Tabs
        {...roving}
        selectedValue={tab}
        onTabSelect={(_, data) => showTab(data.value as GlossaryTab)}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`glossary-tab-${value}`}
            aria-controls="glossary-panel"
          >
            {t(`tabs.${value}`)}
          </Tab>
        ))}
      </Tabs>
      <div id="glossary-panel" role="tabpanel" aria-labelledby={`glossary-tab-${tab}`}>
        {tab === 'datasets' ? (
          <DatasetsTab query={query} onChange={update} />
        ) : (
          <TermsTab
            words={query.q ?? ''}
            onSearch={(q, { typing }) => update({ q }, { replace: typing })}
          />
        )}
      </div>
    </>
  );
}
