import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetDetails } from '../../../../contracts/datasets';
import { useFetchFileMutation } from '../datasetsApi';

type Download = DatasetDetails['downloads'][number];

export interface DownloadButtonProps {
  download: Download;
  title: string;
  /** The file needs the visitor's token (a staff-only dataset): fetched, then saved. */
  withToken: boolean;
}

/** Hands an object URL to the browser as a download, then lets it go. */
function save(objectUrl: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/**
 * A dataset's file: a plain link the browser streams to disk, or, for a staff-only dataset
 * (whose address needs the token a link cannot carry), a button that fetches it signed in.
 */
export function DownloadButton({ download, title, withToken }: DownloadButtonProps) {
  const { t } = useTranslation('data');
  const [fetchFile, fetching] = useFetchFileMutation();
  const [failed, setFailed] = useState(false);
  const format = t(`downloads.formats.${download.format}`);
  const label = t('downloads.linkLabel', { format, title });

  if (!withToken) {
    return (
      <Button
        as="a"
        href={download.url}
        download
        icon={<ArrowDownload20Regular />}
        aria-label={label}
      >
        {format}
      </Button>
    );
  }
  const fetchAndSave = async () => {
    setFailed(false);
    const result = await fetchFile(download.url);
    if ('error' in result) {
      setFailed(true);
      return;
    }
    save(result.data.objectUrl, result.data.fileName ?? `${title}.${download.format}`);
  };
  return (
    <>
      <Button
        icon={fetching.isLoading ? <Spinner size="extra-tiny" /> : <ArrowDownload20Regular />}
        aria-label={label}
        disabledFocusable={fetching.isLoading}
        onClick={() => void fetchAndSave()}
      >
        {format}
      </Button>
      {failed && <span role="alert">{t('downloads.failed', { format })}</span>}
    </>
  );
}
