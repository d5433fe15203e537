import { Map20Regular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { DatasetDetails } from '../../../../contracts/datasets';
import { useAppSelector } from '../../../app/hooks';
import { ButtonLink } from '../../../components/ButtonLink';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { selectConfig } from '../../shell/appSlice';
import { useStateOutlineQuery } from '../datasetsApi';
import { English, ENGLISH } from '../English';
import { useValueNames } from '../valueNames';
import { DataPreview } from './DataPreview';
import { DatasetFacts } from './DatasetFacts';
import { ExtentSketch } from './ExtentSketch';
import { fieldAnchor, FieldDictionary } from './FieldDictionary';
import { GetTheData } from './GetTheData';

const Crumb = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalL} 0 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalM};
`;

const About = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
  align-items: start;
  figcaption {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalXS};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  h2 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    max-width: 70ch;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Description = styled.span`
  white-space: pre-line;
`;

/** The field a link points at (`#field-workType`), if it is one of the dataset's. */
function useTargetedField(dataset: DatasetDetails): string | undefined {
  const { hash } = useLocation();
  const anchor = decodeURIComponent(hash.slice(1));
  const field = dataset.fields.find((candidate) => fieldAnchor(candidate.name) === anchor);
  useEffect(() => {
    if (!field) return;
    const row = document.getElementById(fieldAnchor(field.name));
    row?.scrollIntoView?.({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [field]);
  return field?.name;
}

/** A loaded dataset: its facts and extent, field dictionary, first rows and ways to get it. */
export function DatasetPage({ dataset }: { dataset: DatasetDetails }) {
  const { t } = useTranslation('data');
  const department = useAppSelector(selectConfig)?.department;
  const outline = useStateOutlineQuery(department?.stateFips ?? '', {
    skip: !department || !dataset.extent,
  });
  const targeted = useTargetedField(dataset);
  const nameOf = useValueNames(dataset);

  return (
    <>
      <Crumb>
        <Link to="/data">{t('dataset.back')}</Link>
      </Crumb>
      <ScreenHeader
        title={dataset.title}
        titleLanguage={ENGLISH}
        description={
          <Description>
            {dataset.description ? (
              <English>{dataset.description}</English>
            ) : (
              t('dataset.noDescription')
            )}
          </Description>
        }
      >
        <Actions>
          <ButtonLink to={`/map/cid/${dataset.id}`} appearance="primary" icon={<Map20Regular />}>
            {t('dataset.openInMap')}
          </ButtonLink>
        </Actions>
      </ScreenHeader>

      <Section aria-labelledby="dataset-about">
        <h2 id="dataset-about">{t('dataset.about')}</h2>
        <About>
          <DatasetFacts dataset={dataset} />
          {dataset.extent ? (
            <ExtentSketch
              extent={dataset.extent}
              outline={outline.data ?? []}
              stateName={department?.stateName ?? ''}
            />
          ) : (
            <p>{t('extent.none')}</p>
          )}
        </About>
      </Section>

      <Section aria-labelledby="dataset-fields">
        <h2 id="dataset-fields">{t('fields.title')}</h2>
        <p>{t('fields.intro', { count: dataset.fields.length })}</p>
        <FieldDictionary fields={dataset.fields} targeted={targeted} nameOf={nameOf} />
      </Section>

      <Section aria-labelledby="dataset-preview">
        <h2 id="dataset-preview">{t('preview.title')}</h2>
        <DataPreview dataset={dataset} />
      </Section>

      <Section aria-labelledby="dataset-get">
        <h2 id="dataset-get">{t('downloads.title')}</h2>
        <GetTheData dataset={dataset} />
      </Section>
    </>
  );
}
