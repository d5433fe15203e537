import { ScreenIntro } from '../../components/ScreenIntro';

/** /auth — signing in through the department's portal. */
export function SignInScreen() {
  return <ScreenIntro screen="auth" />;
}
