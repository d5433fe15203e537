import { ScreenIntro } from '../../components/ScreenIntro';

/** /data — the data glossary. */
export function DataGlossaryScreen() {
  return <ScreenIntro screen="data" />;
}
