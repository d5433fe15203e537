import { ScreenIntro } from '../../components/ScreenIntro';

/** /mapviewers/* — the gallery of map viewers from the portal's featured groups. */
export function MapViewersScreen() {
  return <ScreenIntro screen="mapViewers" />;
}
