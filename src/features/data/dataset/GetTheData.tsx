import { Button, Field, Input } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DatasetDetails } from '../../../../contracts/datasets';
import { useAppDispatch } from '../../../app/hooks';
import { copyRequested } from '../../shell/clipboardEvents';
import { DownloadButton } from './DownloadButton';

const Downloads = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  list-style: none;
`;

const UrlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  align-items: end;
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Notes = styled.ul`
  margin: ${({ theme }) => theme.tokens.spacingVerticalM} 0 0;
  padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalXL};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  li + li {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
`;

/**
 * The ways to get a dataset: its files (CSV, XLSX, GeoJSON, streamed by the API), and its
 * FeatureServer address to copy into ArcGIS Pro or QGIS.
 */
export function GetTheData({ dataset }: { dataset: DatasetDetails }) {
  const { t } = useTranslation('data');
  const dispatch = useAppDispatch();
  const staff = dataset.access === 'staff';

  return (
    <>
      {dataset.downloads.length === 0 && <p>{t('downloads.elsewhere')}</p>}
      <Downloads aria-label={t('downloads.label')}>
        {dataset.downloads.map((download) => (
          <li key={download.format}>
            <DownloadButton download={download} title={dataset.title} withToken={staff} />
          </li>
        ))}
      </Downloads>
      <UrlRow>
        <Field label={t('service.label')}>
          <Input readOnly value={dataset.serviceUrl} onFocus={(event) => event.target.select()} />
        </Field>
        <Button
          icon={<Copy20Regular />}
          onClick={() => dispatch(copyRequested({ text: dataset.serviceUrl }))}
        >
          {t('service.copy')}
        </Button>
      </UrlRow>
      <Notes>
        <li>{t('service.arcgisPro')}</li>
        <li>{t('service.qgis')}</li>
        {staff && <li>{t('service.staffNote')}</li>}
      </Notes>
    </>
  );
}
