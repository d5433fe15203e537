import { Spinner } from '@fluentui/react-components';
import { ArrowLeft20Regular, Open16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { MessagePanel } from '../../../components/MessagePanel';
import type { AppError } from '../../../lib/appError';
import { useGetDatasetQuery } from '../../data/datasetsApi';
import { Intro } from '../standardMaps/formLayout';
import { DatasetMetadataForm } from './DatasetMetadataForm';
import { DATASETS_ADMIN_PATH } from './DatasetsAdminNav';
import { FieldDefinitionRow } from './FieldDefinitionRow';
import { DirectionalIcon } from '../../../components/DirectionalIcon';

const DATASET_ID = /^[0-9a-f]{32}(_[0-9]{1,3})?$/;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  h3 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  section > p {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    max-width: 70ch;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Fields = styled.div`
  border-top: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

function Missing() {
  const { t } = useTranslation('admin');
  return (
    <MessagePanel role="alert">
      <h2>{t('datasets.missing.title')}</h2>
      <p>{t('datasets.missing.message')}</p>
      <ButtonLink to={DATASETS_ADMIN_PATH} appearance="primary">
        {t('datasets.missing.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

/**
 * /admin/datasets/{portalId} — a dataset's glossary text and each field's definition and
 * units, each saved on its own; what visitors see is a link away.
 */
export function EditDatasetScreen() {
  const { t } = useTranslation('admin');
  const { portalId = '' } = useParams();
  const valid = DATASET_ID.test(portalId);
  const details = useGetDatasetQuery(portalId, { skip: !valid });
  const dataset = details.data;
  const error = details.error as AppError | undefined;

  if (!valid || error?.status === 404) return <Missing />;
  if (!dataset && error && !details.isFetching) {
    return (
      <FailedWithRetry
        message={t('datasets.edit.failed')}
        retryLabel={t('list.retry')}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (!dataset) return <Spinner label={t('loading')} />;

  return (
    <section aria-labelledby="dataset-edit-title">
      <Intro>
        <ButtonLink
          to={DATASETS_ADMIN_PATH}
          appearance="subtle"
          icon={
            <DirectionalIcon>
              <ArrowLeft20Regular />
            </DirectionalIcon>
          }
        >
          {t('datasets.edit.back')}
        </ButtonLink>
        <h2 id="dataset-edit-title">{t('datasets.edit.title', { title: dataset.title })}</h2>
        <p>
          {t('datasets.edit.description')}{' '}
          <Link to={`/data/dataset/${dataset.id}`}>
            {t('datasets.edit.view')} <Open16Regular aria-hidden />
          </Link>
        </p>
      </Intro>
      <Sections>
        <section aria-labelledby="dataset-edit-text">
          <h3 id="dataset-edit-text">{t('datasets.edit.text')}</h3>
          <DatasetMetadataForm key={dataset.id} dataset={dataset} />
        </section>
        <section aria-labelledby="dataset-edit-fields">
          <h3 id="dataset-edit-fields">{t('datasets.edit.fields')}</h3>
          <p>{t('datasets.edit.fieldsIntro', { count: dataset.fields.length })}</p>
          <Fields>
            {dataset.fields.map((field) => (
              <FieldDefinitionRow key={field.name} datasetId={dataset.id} field={field} />
            ))}
          </Fields>
        </section>
      </Sections>
    </section>
  );
}
