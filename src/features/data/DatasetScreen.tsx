import { Button } from '@fluentui/react-components';
import { ArrowLeft16Regular, LockClosed24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { MessagePanel } from '../../components/MessagePanel';
import { ScreenLoading } from '../../components/ScreenLoading';
import type { AppError } from '../../lib/appError';
import { selectSession, signInRequested } from '../portal/portalSlice';
import { DatasetPage } from './dataset/DatasetPage';
import { useGetDatasetQuery } from './datasetsApi';
import { DirectionalIcon } from '../../components/DirectionalIcon';

/** A dataset's id: a portal item id, and `_{layer}` for a layer of a multi-layer service. */
const DATASET_ID = /^[0-9a-f]{32}(_[0-9]{1,3})?$/;

function NotFound() {
  const { t } = useTranslation('data');
  return (
    <MessagePanel>
      <h1>{t('dataset.notFound.title')}</h1>
      <p>{t('dataset.notFound.message')}</p>
      <ButtonLink
        to="/data"
        appearance="primary"
        icon={
          <DirectionalIcon>
            <ArrowLeft16Regular />
          </DirectionalIcon>
        }
      >
        {t('dataset.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

function SignInToSee() {
  const { t } = useTranslation('data');
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const signingIn = useAppSelector(selectSession) === 'signing-in';
  return (
    <MessagePanel>
      <LockClosed24Regular aria-hidden />
      <h1>{t('dataset.signIn.title')}</h1>
      <p>{t('dataset.signIn.message')}</p>
      <Button
        appearance="primary"
        disabledFocusable={signingIn}
        onClick={() => dispatch(signInRequested({ returnTo: `${pathname}${search}${hash}` }))}
      >
        {signingIn ? t('dataset.signIn.busy') : t('dataset.signIn.action')}
      </Button>
      <Link to="/data">{t('dataset.back')}</Link>
    </MessagePanel>
  );
}

/**
 * /data/dataset/{portalId} — one dataset: what it is, each field explained, its first rows,
 * and the ways to get it. Unknown ids get a not-found screen; a staff-only dataset asks an
 * anonymous visitor to sign in.
 */
export function DatasetScreen() {
  const { t } = useTranslation('data');
  const { portalId = '' } = useParams();
  const valid = DATASET_ID.test(portalId);
  const sessionKnown = useAppSelector(selectSession) !== 'unknown';
  const dataset = useGetDatasetQuery(portalId, { skip: !valid || !sessionKnown });
  const error = dataset.error as AppError | undefined;

  if (!valid || error?.status === 404) return <NotFound />;
  if (error?.status === 401) return <SignInToSee />;
  if (dataset.data) return <DatasetPage dataset={dataset.data} />;
  if (error && !dataset.isFetching) {
    return (
      <MessagePanel>
        <h1>{t('dataset.failed.title')}</h1>
        <FailedWithRetry
          message={
            error.status === 403 ? t('dataset.failed.forbidden') : t('dataset.failed.message')
          }
          retryLabel={t('retry')}
          onRetry={() => void dataset.refetch()}
        />
        <Link to="/data">{t('dataset.back')}</Link>
      </MessagePanel>
    );
  }
  return <ScreenLoading />;
}
