import { useTranslation } from 'react-i18next';
import type { AppError } from '../lib/appError';

/**
 * The words to show for a failed request. The server's message is English; in English it is
 * shown as the server wrote it (it is the most specific), in any other language the error's
 * `code` is translated (namespace `errors`), and a code the app does not know is named in a
 * general sentence. The namespace loads without suspending the screen: until it has, the
 * server's message stands in.
 */
export function useErrorText(): (error: AppError | undefined) => string {
  const { t, i18n, ready } = useTranslation('errors', { useSuspense: false });
  const english = i18n.language === 'en' || i18n.language.startsWith('en-');
  return (error) => {
    if (!error) return '';
    const fromServer = error.status !== undefined && error.message !== '';
    if ((english || !ready) && fromServer) return error.message;
    const key = `codes.${error.code}`;
    return i18n.exists(key, { ns: 'errors' }) ? t(key) : t('codes.unknown', { code: error.code });
  };
}
