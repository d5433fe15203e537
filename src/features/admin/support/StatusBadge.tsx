import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '../../../../contracts/support';

const COLOURS: Record<SupportStatus, BadgeProps['color']> = {
  new: 'brand',
  'in-progress': 'warning',
  answered: 'success',
  closed: 'subtle',
};

/** Where a request stands, in words and a colour (the words alone carry the meaning). */
export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('adminSupport');
  return (
    <Badge appearance={status === 'new' ? 'filled' : 'tint'} color={COLOURS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
