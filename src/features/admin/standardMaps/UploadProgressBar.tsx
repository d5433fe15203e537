import { Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../../services/api/postForm';

/**
 * How far an upload is: the share of the PDF sent, then (once all is sent) the server
 * checking and drawing its first page, which takes a moment for a large file.
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const { t, i18n } = useTranslation('admin');
  const share = progress && progress.total > 0 ? progress.loaded / progress.total : 0;
  const sent = share >= 1;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(share);
  return (
    <Field
      label={
        sent || !progress
          ? t('standardMaps.upload.checking')
          : t('standardMaps.upload.sending', { percent })
      }
    >
      <ProgressBar value={sent || !progress ? undefined : share} max={1} />
    </Field>
  );
}
