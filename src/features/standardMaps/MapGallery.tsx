import type { StandardMap } from '../../../contracts/standardMaps';
import { CardGrid, CardGridSkeleton, useCardsThatFit } from '../../components/CardGrid';
import { MapCard } from './MapCard';

export interface MapGalleryProps {
  maps: StandardMap[];
  admin: boolean;
  onDeleted(): void;
}

/** The maps of a page of results, as cards. */
export function MapGallery({ maps, admin, onDeleted }: MapGalleryProps) {
  const shown = useCardsThatFit(maps);
  return (
    <CardGrid>
      {shown.map((map) => (
        <li key={map.id}>
          <MapCard map={map} admin={admin} onDeleted={onDeleted} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Grey cards where the maps will be, while the first answer is awaited. */
export function MapGallerySkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      count={count}
      pictureRatio="17 / 11"
      lines={[
        { size: 20, width: '70%' },
        { size: 16, width: '40%' },
        { size: 12, width: '100%' },
        { size: 28, width: '80%' },
      ]}
    />
  );
}
