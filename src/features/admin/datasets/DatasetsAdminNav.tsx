import { useTranslation } from 'react-i18next';
import { SubPagesNav } from '../../../components/SubPagesNav';

export const DATASETS_ADMIN_PATH = '/admin/datasets';
export const TERMS_ADMIN_PATH = '/admin/datasets/terms';
export const AUDIT_PATH = '/admin/datasets/audit';

const PAGES = [
  { key: 'datasets', path: DATASETS_ADMIN_PATH },
  { key: 'terms', path: TERMS_ADMIN_PATH },
  { key: 'audit', path: AUDIT_PATH },
] as const;

/** The glossary's administration pages: the datasets, the terms, the changes made. */
export function DatasetsAdminNav() {
  const { t } = useTranslation('admin');
  return (
    <SubPagesNav
      label={t('datasets.nav.label')}
      pages={PAGES.map((page) => ({ path: page.path, text: t(`datasets.nav.${page.key}`) }))}
    />
  );
}
