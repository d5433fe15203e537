import { Attach16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** A paperclip for a request with an action log attached, named for screen readers. */
export function AttachmentMark() {
  const { t } = useTranslation('adminSupport');
  const label = t('inbox.hasLog');
  return <Attach16Regular role="img" aria-label={label} title={label} />;
}
