import { Spinner } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { TermInput } from '../../../../contracts/datasets';
import { ButtonLink } from '../../../components/ButtonLink';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import { MessagePanel } from '../../../components/MessagePanel';
import {
  useCreateTermMutation,
  useListTermsQuery,
  useUpdateTermMutation,
} from '../../data/datasetsApi';
import { Intro } from '../standardMaps/formLayout';
import { TERMS_ADMIN_PATH } from './DatasetsAdminNav';
import { emptyTerm, inputOf, TermForm } from './TermForm';
import type { TermsArrival } from './TermsAdminScreen';
import { DirectionalIcon } from '../../../components/DirectionalIcon';

function Back() {
  const { t } = useTranslation('admin');
  return (
    <ButtonLink
      to={TERMS_ADMIN_PATH}
      appearance="subtle"
      icon={
        <DirectionalIcon>
          <ArrowLeft20Regular />
        </DirectionalIcon>
      }
    >
      {t('datasets.terms.back')}
    </ButtonLink>
  );
}

/** After saving: back to the list, which says what was saved. */
function useSaved() {
  const navigate = useNavigate();
  return (term: string) =>
    navigate(TERMS_ADMIN_PATH, { state: { saved: term } satisfies TermsArrival });
}

/** /admin/datasets/terms/new — a new term of the glossary. */
export function NewTermScreen() {
  const { t } = useTranslation('admin');
  const [create, creating] = useCreateTermMutation();
  const saved = useSaved();
  const save = async (values: TermInput) => {
    const result = await create(values);
    if (!result.error) saved(values.term);
    return result;
  };
  return (
    <section aria-labelledby="term-new-title">
      <Intro>
        <Back />
        <h2 id="term-new-title">{t('datasets.terms.newTitle')}</h2>
      </Intro>
      <TermForm initial={emptyTerm()} busy={creating.isLoading} onSave={save} />
    </section>
  );
}

/** /admin/datasets/terms/{id} — a term edited. */
export function EditTermScreen() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const terms = useListTermsQuery({});
  const [update, updating] = useUpdateTermMutation();
  const saved = useSaved();
  const term = terms.data?.items.find((candidate) => candidate.id === id);

  if (terms.isError && !terms.isFetching) {
    return (
      <FailedWithRetry
        message={t('datasets.terms.failed')}
        retryLabel={t('list.retry')}
        onRetry={() => void terms.refetch()}
      />
    );
  }
  if (!terms.data) return <Spinner label={t('loading')} />;
  if (!term) {
    return (
      <MessagePanel role="alert">
        <h2>{t('datasets.terms.missing.title')}</h2>
        <p>{t('datasets.terms.missing.message')}</p>
        <ButtonLink to={TERMS_ADMIN_PATH} appearance="primary">
          {t('datasets.terms.back')}
        </ButtonLink>
      </MessagePanel>
    );
  }

  const save = async (values: TermInput) => {
    const result = await update({ id: term.id, term: values });
    if (!result.error) saved(values.term);
    return result;
  };
  return (
    <section aria-labelledby="term-edit-title">
      <Intro>
        <Back />
        <h2 id="term-edit-title">{t('datasets.terms.editTitle', { term: term.term })}</h2>
      </Intro>
      <TermForm key={term.id} initial={inputOf(term)} busy={updating.isLoading} onSave={save} />
    </section>
  );
}
