import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../components/MessagePanel';

/**
 * The portal cannot be reached (or no portal is configured): sign-in is not available. The
 * same words as the protected screens' guard (common `guard.noPortal*`).
 */
export function SignInUnavailable() {
  const { t } = useTranslation();
  return (
    <MessagePanel role="alert">
      <h1>{t('guard.noPortalTitle')}</h1>
      <p>{t('guard.noPortal')}</p>
    </MessagePanel>
  );
}
