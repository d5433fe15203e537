import { Button, tokens, useId } from '@fluentui/react-components';
import {
  CheckmarkCircle20Filled,
  Edit20Regular,
  ErrorCircle20Filled,
  Info20Filled,
  Warning20Filled,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Severity } from '../../../contracts/notifications';
import type { RichTextOp } from '../../../contracts/richText';
import { DeltaView } from '../richText/DeltaView';
import { VisuallyHidden } from '../VisuallyHidden';
import { DeleteNotificationButton } from './DeleteNotificationButton';
import { notificationName } from './notificationName';

/** Each severity's icon and colours, from the Fluent theme's status tokens. */
export const SEVERITY_LOOK: Record<
  Severity,
  { Icon: typeof Info20Filled; color: string; border: string }
> = {
  info: {
    Icon: Info20Filled,
    color: tokens.colorPaletteBlueForeground2,
    border: tokens.colorPaletteBlueBorderActive,
  },
  success: {
    Icon: CheckmarkCircle20Filled,
    color: tokens.colorStatusSuccessForeground1,
    border: tokens.colorStatusSuccessBorderActive,
  },
  warning: {
    Icon: Warning20Filled,
    color: tokens.colorStatusWarningForeground3,
    border: tokens.colorStatusWarningBorderActive,
  },
  error: {
    Icon: ErrorCircle20Filled,
    color: tokens.colorStatusDangerForeground1,
    border: tokens.colorStatusDangerBorderActive,
  },
};

const Card = styled.article<{ $severity: Severity }>`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalM}`};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-inline-start: 4px solid ${({ $severity }) => SEVERITY_LOOK[$severity].border};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  box-shadow: ${({ theme }) => theme.tokens.shadow2};
`;

const Head = styled.div<{ $severity: Severity }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ $severity }) => SEVERITY_LOOK[$severity].color};
  }
`;

const Title = styled.h3`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  line-height: ${({ theme }) => theme.tokens.lineHeightBase400};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  overflow-wrap: anywhere;
`;

const Controls = styled.div`
  display: flex;
  flex: none;
  margin-inline-start: auto;
  margin-block: -${({ theme }) => theme.tokens.spacingVerticalXS};
`;

/** What a card shows: a stored notification, or the administrator's draft being previewed. */
export interface NotificationCardContent {
  severity: Severity;
  title?: string | null;
  content: { ops: readonly RichTextOp[] };
}

export interface NotificationCardProps {
  notification: NotificationCardContent;
  /** The level of the title's heading: one below the heading the cards sit under. */
  headingLevel?: 2 | 3 | 4;
  /** Permission flags (spec §2): without them the card is read-only. */
  canEdit?: boolean;
  canDelete?: boolean;
  onEdit?(): void;
  /** Deletes it, after the administrator confirmed; a rejection is shown in the popover. */
  onDelete?(): Promise<void>;
}

/**
 * One notification: its severity (icon, colour and, for screen readers, words), its title and
 * its rich-text content; edit and delete only when the permission flags say so. Only props:
 * the drawer, the banners and the administrator's live preview all render it.
 */
export function NotificationCard({
  notification,
  headingLevel = 3,
  canEdit = false,
  canDelete = false,
  onEdit,
  onDelete,
}: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const headingId = useId('notification-title');
  const { severity, content } = notification;
  const title = notification.title?.trim();
  const severityLabel = t(`severity.${severity}`);
  const name = notificationName(notification, severityLabel);
  const { Icon } = SEVERITY_LOOK[severity];

  return (
    <Card $severity={severity} aria-labelledby={headingId}>
      <Head $severity={severity}>
        <Icon aria-hidden />
        <Title as={`h${headingLevel}`} id={headingId}>
          {title ? (
            <>
              <VisuallyHidden>{`${severityLabel}: `}</VisuallyHidden>
              {title}
            </>
          ) : (
            <VisuallyHidden>{severityLabel}</VisuallyHidden>
          )}
        </Title>
        {(canEdit || canDelete) && (
          <Controls>
            {canEdit && onEdit && (
              <Button
                appearance="subtle"
                icon={<Edit20Regular />}
                aria-label={t('card.edit', { name })}
                title={t('card.edit', { name })}
                onClick={onEdit}
              />
            )}
            {canDelete && onDelete && <DeleteNotificationButton name={name} onDelete={onDelete} />}
          </Controls>
        )}
      </Head>
      <DeltaView ops={content.ops} />
    </Card>
  );
}
