import { ScreenIntro } from '../../components/ScreenIntro';

/** /admin/* — the administration area. */
export function AdminScreen() {
  return <ScreenIntro screen="admin" />;
}
