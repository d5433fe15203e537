import { useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NotificationCard } from '../../../components/notifications/NotificationCard';
import type { NotificationFormValues } from './notificationForm';

const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
`;

export interface NotificationPreviewProps {
  values: Pick<NotificationFormValues, 'severity' | 'title' | 'content'>;
}

/** The notification as visitors will see it, with the card they see, as it is being written. */
export function NotificationPreview({ values }: NotificationPreviewProps) {
  const { t } = useTranslation('admin');
  const titleId = useId('preview-title');
  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>{t('form.preview')}</h3>
      <p>{t('form.previewHint')}</p>
      <NotificationCard
        notification={{
          severity: values.severity,
          title: values.title.trim() || null,
          content: values.content,
        }}
        headingLevel={4}
      />
    </Panel>
  );
}
