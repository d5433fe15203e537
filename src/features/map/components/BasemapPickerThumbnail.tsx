import { skipToken } from '@reduxjs/toolkit/query';
import { Map20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { useGetProtectedImageQuery } from '../../mapViewers/mapViewersApi';
import { selectConfig } from '../../shell/appSlice';
import type { GalleryBasemap } from '../basemapsApi';

const WIDTH = 60;
const HEIGHT = 40;

const Frame = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${WIDTH}px;
  height: ${HEIGHT}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A gallery basemap's thumbnail. It repeats the title beside it, so it is decorative. A
 * thumbnail only signed-in visitors may see is fetched with the token in a header (never in
 * its address), through the gallery's protected-image endpoint.
 */
export function BasemapPickerThumbnail({
  basemap,
  viewer,
}: {
  basemap: GalleryBasemap;
  viewer: string | null;
}) {
  const portalUrl = useAppSelector(selectConfig)?.portal.url ?? null;
  const [broken, setBroken] = useState<string | null>(null);
  const path = basemap.thumbnailPath;
  const protectedPath = path && !basemap.isPublic && viewer ? path : null;
  const fetched = useGetProtectedImageQuery(
    protectedPath ? { path: protectedPath, viewer } : skipToken,
    { refetchOnMountOrArgChange: false },
  );
  const src = protectedPath
    ? fetched.data
    : path && portalUrl && basemap.isPublic
      ? `${portalUrl.replace(/\/$/, '')}/sharing/rest/${path}`
      : undefined;
  return (
    <Frame aria-hidden>
      {src && broken !== src ? (
        <img src={src} alt="" width={WIDTH} height={HEIGHT} onError={() => setBroken(src)} />
      ) : (
        <Map20Regular />
      )}
    </Frame>
  );
}
