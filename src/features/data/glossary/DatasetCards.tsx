import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DatasetSummary } from '../../../../contracts/datasets';
import { English } from '../English';
import { useDataFormat } from '../useDataFormat';
import { AccessBadge } from './AccessBadge';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
  p {
    margin: 0;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXXS} ${theme.tokens.spacingHorizontalM}`};
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
  dd {
    margin: 0;
  }
`;

/** The glossary on a phone: a card per dataset, the table's facts in two columns. */
export function DatasetCards({ items }: { items: DatasetSummary[] }) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  return (
    <List aria-label={t('table.label')}>
      {items.map((dataset) => (
        <li key={dataset.id}>
          <Card aria-labelledby={`dataset-card-${dataset.id}`}>
            <h3 id={`dataset-card-${dataset.id}`}>
              <Link to={`/data/dataset/${dataset.id}`}>
                <English>{dataset.title}</English>
              </Link>
            </h3>
            <Tags>
              <span>{t(`categories.${dataset.category}`)}</span>
              <AccessBadge access={dataset.access} />
            </Tags>
            <p>
              <English>{dataset.description}</English>
            </p>
            <Facts>
              <dt>{t('columns.steward')}</dt>
              <dd>
                <English>{dataset.steward}</English>
              </dd>
              <dt>{t('columns.updateFrequency')}</dt>
              <dd>{t(`frequencies.${dataset.updateFrequency}`)}</dd>
              <dt>{t('columns.lastUpdated')}</dt>
              <dd>{dataset.lastUpdated ? format.day(dataset.lastUpdated) : t('unknown')}</dd>
              <dt>{t('columns.recordCount')}</dt>
              <dd>
                {dataset.recordCount === null ? t('unknown') : format.count(dataset.recordCount)}
              </dd>
            </Facts>
          </Card>
        </li>
      ))}
    </List>
  );
}
