import { useTranslation } from 'react-i18next';
import { ScreenHeader } from './ScreenHeader';

export interface ScreenIntroProps {
  /** Key of the screen in the `screens` namespace: `{screen}.title`, `{screen}.description`. */
  screen: string;
  values?: Record<string, string>;
}

/** The title and purpose of a screen, from the `screens` translations. */
export function ScreenIntro({ screen, values }: ScreenIntroProps) {
  const { t } = useTranslation('screens');
  return (
    <ScreenHeader title={t(`${screen}.title`)} description={t(`${screen}.description`, values)} />
  );
}
