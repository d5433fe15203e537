import styled from 'styled-components';
import { WordsSearchBox } from '../../components/WordsSearchBox';

const SearchBox = styled(WordsSearchBox)`
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalM};
  > div {
    flex: 1 1 280px;
    max-width: 520px;
  }
`;

export interface MapSearchBoxProps {
  words: string;
  onSearch(words: string | undefined): void;
}

/** Words to find in the maps' titles, places and descriptions ("Delaware", "bridges"). */
export function MapSearchBox({ words, onSearch }: MapSearchBoxProps) {
  return (
    <SearchBox words={words} onSearch={onSearch} namespace="standardMaps" idPrefix="map-search" />
  );
}
