import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { MessagePanel } from '../../components/MessagePanel';

/** Any path no route matches (spec §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessagePanel>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <ButtonLink to="/" appearance="primary">
        {t('notFound.home')}
      </ButtonLink>
    </MessagePanel>
  );
}
