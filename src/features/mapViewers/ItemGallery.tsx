import { CardGrid, CardGridSkeleton, useCardsThatFit } from '../../components/CardGrid';
import { ItemCard } from './ItemCard';
import type { GalleryItem } from './viewerItems';

/** The maps and apps of a page, as cards. */
export function ItemGallery({ items }: { items: GalleryItem[] }) {
  const shown = useCardsThatFit(items);
  return (
    <CardGrid>
      {shown.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Grey cards where the maps and apps will be, while the first answer is awaited. */
export function ItemGallerySkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGridSkeleton
      count={count}
      pictureRatio="3 / 2"
      lines={[
        { size: 20, width: '70%' },
        { size: 16, width: '35%' },
        { size: 12, width: '100%' },
        { size: 12, width: '60%' },
        { size: 24, width: '40%' },
      ]}
    />
  );
}
