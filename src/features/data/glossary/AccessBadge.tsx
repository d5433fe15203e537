import { Badge } from '@fluentui/react-components';
import { LockClosed12Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DatasetAccess } from '../../../../contracts/datasets';

/** Who may read a dataset: everyone, or staff signed in (with a lock). */
export function AccessBadge({ access }: { access: DatasetAccess }) {
  const { t } = useTranslation('data');
  return access === 'public' ? (
    <Badge appearance="tint" color="success">
      {t('access.public')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="warning" icon={<LockClosed12Regular />}>
      {t('access.staff')}
    </Badge>
  );
}
