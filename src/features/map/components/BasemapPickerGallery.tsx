import { Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FailedWithRetry } from '../../../components/FailedWithRetry';
import {
  selectPortalInfo,
  selectPortalLoadState,
  selectSession,
  selectUser,
} from '../../portal/portalSlice';
import { useGetBasemapGalleryQuery, type GalleryBasemap } from '../basemapsApi';
import { basemapChosen, selectMap } from '../mapSlice';
import { BasemapPickerThumbnail } from './BasemapPickerThumbnail';

const Choice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
`;

type GalleryState =
  | { status: 'loading' }
  | { status: 'failed'; retry?: () => void }
  | { status: 'none' }
  | { status: 'loaded'; basemaps: GalleryBasemap[] };

/**
 * The portal's basemap gallery, once the start-up has loaded portals/self and settled who the
 * visitor is (the portal answers per token; `viewer` keys the cached answers).
 */
export function useBasemapGallery(): { state: GalleryState; viewer: string | null } {
  const session = useAppSelector(selectSession);
  const viewer = useAppSelector(selectUser)?.username ?? null;
  const portalLoad = useAppSelector(selectPortalLoadState);
  const groupQuery = useAppSelector(selectPortalInfo)?.basemapGalleryGroupQuery?.trim() ?? '';
  const ready = session !== 'unknown' && portalLoad === 'loaded' && groupQuery !== '';
  const gallery = useGetBasemapGalleryQuery(ready ? { groupQuery, viewer } : skipToken);
  const state = ((): GalleryState => {
    if (portalLoad === 'failed') return { status: 'failed' };
    if (portalLoad === 'loaded' && groupQuery === '') return { status: 'none' };
    if (gallery.isError && !gallery.isFetching) {
      return { status: 'failed', retry: () => void gallery.refetch() };
    }
    if (!gallery.data) return { status: 'loading' };
    return gallery.data.length > 0
      ? { status: 'loaded', basemaps: gallery.data }
      : { status: 'none' };
  })();
  return { state, viewer };
}

/** The portal's basemaps as a second group of choices, each with its thumbnail. */
export function BasemapPickerGallery({ labelId }: { labelId: string }) {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { basemap, basemapStatus } = useAppSelector(selectMap);
  const { state, viewer } = useBasemapGallery();

  if (state.status === 'loading') {
    return <Spinner size="tiny" labelPosition="after" label={t('basemaps.galleryLoading')} />;
  }
  if (state.status === 'failed') {
    return state.retry ? (
      <FailedWithRetry
        message={t('basemaps.galleryFailed')}
        retryLabel={t('basemaps.retry')}
        onRetry={state.retry}
      />
    ) : (
      <Note role="alert">{t('basemaps.galleryFailed')}</Note>
    );
  }
  if (state.status === 'none') return <Note>{t('basemaps.galleryEmpty')}</Note>;
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={state.basemaps.some((item) => item.id === basemap) ? basemap : ''}
      onChange={(_, data) => dispatch(basemapChosen(data.value))}
    >
      {state.basemaps.map((item) => (
        <Radio
          key={item.id}
          value={item.id}
          label={
            <Choice>
              <BasemapPickerThumbnail basemap={item} viewer={viewer} />
              <span>
                {item.title}
                {item.type === 'Web Scene' ? ` (${t('basemaps.scene')})` : ''}
              </span>
              {item.id === basemap && basemapStatus === 'loading' && (
                <Spinner
                  size="extra-tiny"
                  aria-label={t('basemaps.loadingOne', { title: item.title })}
                />
              )}
            </Choice>
          }
        />
      ))}
    </RadioGroup>
  );
}
