import { ScreenIntro } from '../../components/ScreenIntro';

/** /maps — the library of printable standard maps. */
export function StandardMapsScreen() {
  return <ScreenIntro screen="standardMaps" />;
}
