import { ScreenIntro } from '../../components/ScreenIntro';

/** /profile — the signed-in user's profile. */
export function ProfileScreen() {
  return <ScreenIntro screen="profile" />;
}
