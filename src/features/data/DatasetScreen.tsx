import { useParams } from 'react-router-dom';
import { ScreenIntro } from '../../components/ScreenIntro';

/** /data/dataset/{portalId} — one dataset of the glossary. */
export function DatasetScreen() {
  const { portalId = '' } = useParams();
  return <ScreenIntro screen="dataset" values={{ id: portalId }} />;
}
