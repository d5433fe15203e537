import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { MessagePanel } from '../../../components/MessagePanel';
import { FeedbackScreen } from './FeedbackScreen';
import { InboxScreen } from './InboxScreen';
import { RequestScreen } from './RequestScreen';
import { SUPPORT_ADMIN_PATH } from './supportAdminPaths';

/** Any other path under /admin/support: said within the inbox's pages. */
function SupportNotFound() {
  const { t } = useTranslation('adminSupport');
  return (
    <MessagePanel role="alert">
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.message')}</p>
      <ButtonLink to={SUPPORT_ADMIN_PATH} appearance="primary">
        {t('notFound.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

/**
 * /admin/support/* — the support inbox (administrators only, guarded by the routes): the
 * requests by status, one request with its action log, notes and replies, and the help
 * articles' "Was this helpful?" votes. The replay viewer (/admin/support/replay) is apart.
 */
export function SupportAdminScreen() {
  return (
    <Routes>
      <Route index element={<InboxScreen />} />
      <Route path="feedback" element={<FeedbackScreen />} />
      <Route path=":reference" element={<RequestScreen />} />
      <Route path="*" element={<SupportNotFound />} />
    </Routes>
  );
}
