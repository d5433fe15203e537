import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import styled from 'styled-components';
import { useItemsThatFit } from './useItemsThatFit';

/** A responsive grid of cards (the standard-map library, the map-viewer gallery): one `<li>` each. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The cards of `items` that fit in the window first, the others when the browser is idle
 * (useItemsThatFit): a card is about 400 px high, and as many share a row as 280 px fit across.
 */
export function useCardsThatFit<T>(items: T[]): T[] {
  const perRow = Math.max(1, Math.floor(window.innerWidth / 280));
  return useItemsThatFit(items, { itemPx: 400 / perRow, least: 4 });
}

/** The card of a grid: a picture on top, its text and actions below. */
export const CardFrame = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  box-shadow: ${({ theme }) => theme.tokens.shadow2};
`;

const Picture = styled(SkeletonItem)<{ $ratio: string }>`
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
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

export interface CardGridSkeletonProps {
  count?: number;
  /** The cards' picture, as a CSS aspect ratio (`3 / 2`). */
  pictureRatio: string;
  /** The text lines of a card: their height in px and width. */
  lines: { size: 12 | 16 | 20 | 24 | 28; width: string }[];
}

/** Grey cards where the cards will be, while the first answer is awaited. */
export function CardGridSkeleton({ count = 6, pictureRatio, lines }: CardGridSkeletonProps) {
  return (
    <CardGrid aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CardFrame as="div">
            <Skeleton>
              <Picture shape="rectangle" $ratio={pictureRatio} />
              <Lines>
                {lines.map((line, lineIndex) => (
                  <Line key={lineIndex} size={line.size} $width={line.width} />
                ))}
              </Lines>
            </Skeleton>
          </CardFrame>
        </li>
      ))}
    </CardGrid>
  );
}
