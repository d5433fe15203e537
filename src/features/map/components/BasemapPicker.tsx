import { MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isOfflineBasemap, OFFLINE_BASEMAPS } from '../../../services/arcgis/types';
import { selectConfig } from '../../shell/appSlice';
import { basemapChosen, selectMap } from '../mapSlice';
import { BasemapPickerGallery, useBasemapGallery } from './BasemapPickerGallery';

const Heading = styled.h3`
  margin: ${({ theme }) => theme.tokens.spacingVerticalM} 0
    ${({ theme }) => theme.tokens.spacingVerticalXS};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  &:first-child {
    margin-top: 0;
  }
`;

const REASONS = ['needs-sign-in', 'not-authorized', 'not-found'] as const;

/** Why a portal basemap could not be shown, in the visitor's words. */
function useFailure() {
  const { t } = useTranslation('map');
  const { basemapFailure } = useAppSelector(selectMap);
  const { state } = useBasemapGallery();
  if (!basemapFailure) return null;
  const title =
    (state.status === 'loaded' &&
      state.basemaps.find((item) => item.id === basemapFailure.id)?.title) ||
    t('basemaps.thisBasemap');
  const code = basemapFailure.error.code;
  const reason = (REASONS as readonly string[]).includes(code) ? code : 'failed';
  return t('basemaps.failedOne', { title, reason: t(`basemaps.reasons.${reason}`) });
}

/**
 * The basemap under the layers: TIMS's own, drawn from the Census boundaries (always there),
 * and below them the portal's basemap gallery (spec §9), when there is a portal.
 */
export function BasemapPicker() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { basemap } = useAppSelector(selectMap);
  const hasPortal = !!useAppSelector(selectConfig)?.portal.url;
  const offlineId = useId();
  const galleryId = useId();
  const failure = useFailure();
  return (
    <section aria-label={t('basemaps.label')}>
      <Heading id={offlineId}>{t('basemaps.offline')}</Heading>
      <RadioGroup
        aria-labelledby={offlineId}
        value={isOfflineBasemap(basemap) ? basemap : ''}
        onChange={(_, data) => dispatch(basemapChosen(data.value))}
      >
        {OFFLINE_BASEMAPS.map((id) => (
          <Radio key={id} value={id} label={t(`basemaps.${id}`)} />
        ))}
      </RadioGroup>
      {hasPortal && (
        <>
          <Heading id={galleryId}>{t('basemaps.gallery')}</Heading>
          <BasemapPickerGallery labelId={galleryId} />
        </>
      )}
      {failure && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
