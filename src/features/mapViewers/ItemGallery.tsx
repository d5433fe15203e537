import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import styled from 'styled-components';
import { CardFrame, ItemCard } from './ItemCard';
import type { GalleryItem } from './viewerItems';

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
  aspect-ratio: 3 / 2;
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

/** The maps and apps of a page, as cards. */
export function ItemGallery({ items }: { items: GalleryItem[] }) {
  return (
    <Grid>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </Grid>
  );
}

/** Grey cards where the maps and apps will be, while the first answer is awaited. */
export function ItemGallerySkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CardFrame as="div">
            <Skeleton>
              <Picture shape="rectangle" />
              <Lines>
                <Line size={20} $width="70%" />
                <Line size={16} $width="35%" />
                <Line size={12} $width="100%" />
                <Line size={12} $width="60%" />
                <Line size={24} $width="40%" />
              </Lines>
            </Skeleton>
          </CardFrame>
        </li>
      ))}
    </Grid>
  );
}
