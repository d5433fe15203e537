import { useTranslation } from 'react-i18next';
import { SubPagesNav } from '../../../components/SubPagesNav';
import { FEEDBACK_PATH, SUPPORT_ADMIN_PATH } from './supportAdminPaths';

const PAGES = [
  { key: 'requests', path: SUPPORT_ADMIN_PATH },
  { key: 'feedback', path: FEEDBACK_PATH },
] as const;

/** The inbox's pages: the requests, and the help articles' votes. */
export function SupportAdminNav() {
  const { t } = useTranslation('adminSupport');
  return (
    <SubPagesNav
      label={t('nav.label')}
      pages={PAGES.map((page) => ({ path: page.path, text: t(`nav.${page.key}`) }))}
    />
  );
}
