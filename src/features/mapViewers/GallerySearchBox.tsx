import styled from 'styled-components';
import { WordsSearchBox } from '../../components/WordsSearchBox';
import { MAX_WORDS_LENGTH } from './gallerySearch';

const SearchBox = styled(WordsSearchBox)`
  flex: 1 1 320px;
  > div {
    flex: 1 1 200px;
    max-width: 420px;
  }
`;

export interface GallerySearchBoxProps {
  words: string;
  onSearch(words: string | undefined): void;
}

/** Words to find in the group's maps and apps (titles, summaries, descriptions, tags). */
export function GallerySearchBox({ words, onSearch }: GallerySearchBoxProps) {
  return (
    <SearchBox
      words={words}
      onSearch={onSearch}
      namespace="mapViewers"
      idPrefix="gallery-search"
      maxLength={MAX_WORDS_LENGTH}
    />
  );
}
