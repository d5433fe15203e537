import { MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { MessagePanel } from '../../../components/MessagePanel';
import { ConfirmDeleteButton } from '../../../components/standardMaps/ConfirmDeleteButton';
import {
  useDeleteStandardMapMutation,
  useGetAdminStandardMapQuery,
} from '../../standardMaps/standardMapsApi';
import { AdminEditions } from './AdminEditions';
import { EditMapForm } from './EditMapForm';
import { Intro, Notice } from './formLayout';
import { ReplaceFileForm } from './ReplaceFileForm';
import { DirectionalIcon } from '../../../components/DirectionalIcon';

export const LIST_PATH = '/admin/standard-maps';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  h3 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  section > p {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
    max-width: 70ch;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

/** What the upload screen says when it brings the administrator here. */
interface ArrivalState {
  uploaded?: boolean;
}

function Missing({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  return (
    <MessagePanel role="alert">
      <h2>{t('standardMaps.missing.title')}</h2>
      <p>{t('standardMaps.missing.message', { id })}</p>
      <ButtonLink to={LIST_PATH} appearance="primary">
        {t('standardMaps.missing.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

/**
 * /admin/standard-maps/{id} — one map: its metadata and publication, a new file (edition),
 * its editions, and deleting it.
 */
export function EditStandardMapScreen() {
  const { t } = useTranslation(['admin', 'standardMaps']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const details = useGetAdminStandardMapQuery(id, { skip: !/^[a-z0-9-]{1,40}$/.test(id) });
  const [remove] = useDeleteStandardMapMutation();
  const map = details.data;

  if (details.isLoading) return <Spinner label={t('loading')} />;
  if (!map && (details.isUninitialized || (details.error as { status?: number })?.status === 404)) {
    return <Missing id={id} />;
  }
  if (!map) {
    return (
      <FailedWithRetry
        message={t('standardMaps.edit.failed')}
        retryLabel={t('list.retry')}
        onRetry={() => void details.refetch()}
      />
    );
  }

  return (
    <section aria-labelledby="edit-map-title">
      <Intro>
        <ButtonLink
          to={LIST_PATH}
          appearance="subtle"
          icon={
            <DirectionalIcon>
              <ArrowLeft20Regular />
            </DirectionalIcon>
          }
        >
          {t('standardMaps.edit.back')}
        </ButtonLink>
        <h2 id="edit-map-title">{t('standardMaps.edit.title', { title: map.title })}</h2>
        <p>
          {map.published ? t('standardMaps.edit.isPublished') : t('standardMaps.edit.isHidden')}
        </p>
      </Intro>
      {arrival.uploaded && (
        <Notice intent="success" role="status">
          <MessageBarBody>
            {map.published
              ? t('standardMaps.edit.uploaded', { title: map.title })
              : t('standardMaps.edit.uploadedHidden', { title: map.title })}
          </MessageBarBody>
        </Notice>
      )}
      <Sections>
        <section aria-labelledby="map-metadata">
          <h3 id="map-metadata">{t('standardMaps.edit.metadata')}</h3>
          <EditMapForm key={map.id} map={map} />
        </section>
        <section aria-labelledby="map-replace">
          <h3 id="map-replace">{t('standardMaps.replace.title')}</h3>
          <p>{t('standardMaps.replace.description')}</p>
          <ReplaceFileForm mapId={map.id} />
        </section>
        <section aria-labelledby="map-editions">
          <h3 id="map-editions">
            {t('standardMaps.editions.title', { count: map.editions.length })}
          </h3>
          <AdminEditions map={map} />
        </section>
        <section aria-labelledby="map-delete">
          <h3 id="map-delete">{t('standardMaps.delete.title')}</h3>
          <p>{t('standardMaps.delete.description')}</p>
          <ConfirmDeleteButton
            text={t('standardMaps.delete.button')}
            question={t('standardMaps:admin.deleteQuestion')}
            onDelete={async () => {
              await remove(map.id).unwrap();
              navigate(LIST_PATH, { state: { deleted: map.title } });
            }}
          />
        </section>
      </Sections>
    </section>
  );
}
