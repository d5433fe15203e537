import { ScreenIntro } from '../../components/ScreenIntro';

/** /projects — project search (the search itself arrives with the projects feature). */
export function ProjectSearchScreen() {
  return <ScreenIntro screen="projects" />;
}
