import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatasetDetails } from '../../../../contracts/datasets';
import { English } from '../English';
import { AccessBadge } from '../glossary/AccessBadge';
import { useDataFormat } from '../useDataFormat';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(6em, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalL}`};
  margin: 0;
  overflow-wrap: anywhere;
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
  dd {
    margin: 0;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalS};
    color: ${({ theme }) => theme.tokens.colorBrandForeground2};
    background: ${({ theme }) => theme.tokens.colorBrandBackground2};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusCircular};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
`;

/** What a dataset is, who keeps it and how fresh it is, as a list of facts. */
export function DatasetFacts({ dataset }: { dataset: DatasetDetails }) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const { contact } = dataset;

  return (
    <Facts>
      <dt>{t('facts.category')}</dt>
      <dd>{t(`categories.${dataset.category}`)}</dd>
      <dt>{t('facts.access')}</dt>
      <dd>
        <AccessBadge access={dataset.access} />
      </dd>
      <dt>{t('facts.steward')}</dt>
      <dd>
        <English>{dataset.steward}</English>
      </dd>
      <dt>{t('facts.contact')}</dt>
      <dd>
        {contact.email ? (
          <a href={`mailto:${contact.email}`}>{contact.name || contact.email}</a>
        ) : (
          contact.name || t('facts.noContact')
        )}
      </dd>
      <dt>{t('facts.updateFrequency')}</dt>
      <dd>{t(`frequencies.${dataset.updateFrequency}`)}</dd>
      <dt>{t('facts.lastUpdated')}</dt>
      <dd>{dataset.lastUpdated ? format.moment(dataset.lastUpdated) : t('unknown')}</dd>
      <dt>{t('facts.recordCount')}</dt>
      <dd>{dataset.recordCount === null ? t('unknown') : format.count(dataset.recordCount)}</dd>
      <dt>{t('facts.geometry')}</dt>
      <dd>
        {dataset.geometryType
          ? t(`geometry.${dataset.geometryType}`, { defaultValue: dataset.geometryType })
          : t('geometry.none')}
      </dd>
      <dt>{t('facts.licence')}</dt>
      <dd>{dataset.licence ? <English>{dataset.licence}</English> : t('facts.noLicence')}</dd>
      <dt>{t('facts.source')}</dt>
      <dd>
        {t(`sources.${dataset.source}`)} ·{' '}
        <a href={dataset.portalItemUrl} target="_blank" rel="noopener">
          {t('facts.portalItem')}
        </a>
      </dd>
      {dataset.tags.length > 0 && (
        <>
          <dt id="dataset-tags">{t('facts.tags')}</dt>
          <dd>
            <Tags aria-labelledby="dataset-tags">
              {dataset.tags.map((tag) => (
                <li key={tag} lang="en" dir="ltr">
                  {tag}
                </li>
              ))}
            </Tags>
          </dd>
        </>
      )}
    </Facts>
  );
}
