import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownload20Regular, History20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportRequestDetails } from '../../../../contracts/support';
import { ButtonLink } from '../../../components/ButtonLink';
import { useFetchActionLogMutation } from './supportAdminEndpoints';
import { replayPath } from './supportAdminPaths';
import { useSupportFormat } from './useSupportFormat';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.tokens.colorPaletteRedForeground1};
`;

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
 * The action log attached to the request: how many actions, over what time, how large, from
 * which version of TIMS; downloaded as it was sent (fetched with the administrator's token, as
 * a link carries none) or opened in the replay viewer.
 */
export function ActionLogPanel({ request }: { request: SupportRequestDetails }) {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  const [fetchLog, fetching] = useFetchActionLogMutation();
  const [failed, setFailed] = useState(false);
  const log = request.actionLog;

  const download = async () => {
    if (!log) return;
    setFailed(false);
    const result = await fetchLog(log.url);
    if ('error' in result) {
      setFailed(true);
      return;
    }
    save(result.data.objectUrl, result.data.fileName ?? `${request.reference}-action-log.json`);
  };

  return (
    <section aria-labelledby="support-request-log">
      <h3 id="support-request-log">{t('log.title')}</h3>
      {!log ? (
        <p>{t('log.none')}</p>
      ) : (
        <>
          <Facts>
            <dt>{t('log.actions')}</dt>
            <dd>{format.count(log.actions)}</dd>
            <dt>{t('log.period')}</dt>
            <dd>
              {t('log.between', {
                from: format.moment(log.recordedFrom),
                to: format.moment(log.recordedTo),
              })}
            </dd>
            <dt>{t('log.size')}</dt>
            <dd>{format.size(log.bytes)}</dd>
            <dt>{t('log.appVersion')}</dt>
            <dd>{log.appVersion}</dd>
          </Facts>
          <Actions>
            <Button
              icon={fetching.isLoading ? <Spinner size="extra-tiny" /> : <ArrowDownload20Regular />}
              disabledFocusable={fetching.isLoading}
              onClick={() => void download()}
            >
              {t('log.download')}
            </Button>
            <ButtonLink
              to={replayPath(request.reference)}
              appearance="primary"
              icon={<History20Regular />}
            >
              {t('log.replay')}
            </ButtonLink>
          </Actions>
          {failed && <Problem role="alert">{t('log.downloadFailed')}</Problem>}
        </>
      )}
    </section>
  );
}
