import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import styled from 'styled-components';
import type { StandardMap } from '../../../contracts/standardMaps';
import { CardFrame, MapCard } from './MapCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Picture = styled(SkeletonItem)`
  height: auto;
  aspect-ratio: 17 / 11;
  border-radius: 0;
`;

const Line = styled(SkeletonItem)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

export interface MapGalleryProps {
  maps: StandardMap[];
  admin: boolean;
  onDeleted(): void;
}

/** The maps of a page of results, as cards. */
export function MapGallery({ maps, admin, onDeleted }: MapGalleryProps) {
  return (
    <Grid>
      {maps.map((map) => (
        <li key={map.id}>
          <MapCard map={map} admin={admin} onDeleted={onDeleted} />
        </li>
      ))}
    </Grid>
  );
}

/** Grey cards where the maps will be, while the first answer is awaited. */
export function MapGallerySkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CardFrame as="div">
            <Skeleton>
              <Picture shape="rectangle" />
              <Lines>
                <Line size={20} $width="70%" />
                <Line size={16} $width="40%" />
                <Line size={12} $width="100%" />
                <Line size={28} $width="80%" />
              </Lines>
            </Skeleton>
          </CardFrame>
        </li>
      ))}
    </Grid>
  );
}
