import { ScreenIntro } from '../../components/ScreenIntro';

/** /support/* — information and support. */
export function SupportScreen() {
  return <ScreenIntro screen="support" />;
}
