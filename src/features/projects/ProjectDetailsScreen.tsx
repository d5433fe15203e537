import { useSearchParams } from 'react-router-dom';
import { ScreenIntro } from '../../components/ScreenIntro';

/** /projects/details?pid=… — one project. */
export function ProjectDetailsScreen() {
  const [params] = useSearchParams();
  return <ScreenIntro screen="projectDetails" values={{ pid: params.get('pid') ?? '' }} />;
}
