import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  useId,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '../../lib/appError';

type Step = { name: 'asking' } | { name: 'deleting' } | { name: 'failed'; reason: FailureReason };

type FailureReason = 'default' | 'notFound' | 'forbidden' | 'network';

/** Why deleting failed, in words the administrator can act on. */
function reasonOf(error: unknown): FailureReason {
  if (!isAppError(error)) return 'default';
  if (error.status === 404) return 'notFound';
  if (error.status === 401 || error.status === 403) return 'forbidden';
  if (error.code === 'network' || error.code === 'timeout') return 'network';
  return 'default';
}

const Surface = styled(PopoverSurface)`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  max-width: min(320px, 85vw);
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
`;

const Text = styled.p`
  margin: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

export interface DeleteNotificationButtonProps {
  /** Names the notification in the button's accessible name. */
  name: string;
  /** Deletes it; resolves when done. A rejection keeps the question open with the reason. */
  onDelete(): Promise<void>;
}

/**
 * The delete control of a notification card (spec §2, §4): the popover *Delete notification?*
 * with Delete and Cancel opens on pressing it, and closes on Cancel or once deleting succeeded.
 */
export function DeleteNotificationButton({ name, onDelete }: DeleteNotificationButtonProps) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'asking' });
  const titleId = useId('delete-notification-title');
  const busy = step.name === 'deleting';
  const confirmButton = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // Into the question as it opens, whatever the focus manager makes of the page's layout.
  useEffect(() => {
    if (open) confirmButton.current?.focus();
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (busy) return; // the request is under way: its outcome decides
    setOpen(next);
    setStep({ name: 'asking' });
  };
  const confirm = async () => {
    setStep({ name: 'deleting' });
    try {
      await onDelete();
      setOpen(false);
      setStep({ name: 'asking' });
    } catch (error) {
      setStep({ name: 'failed', reason: reasonOf(error) });
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => changeOpen(data.open)}
      trapFocus
      withArrow
      positioning="below-end"
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          ref={trigger}
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={t('card.delete', { name })}
          title={t('card.delete', { name })}
        />
      </PopoverTrigger>
      <Surface aria-labelledby={titleId} aria-busy={busy}>
        <Title id={titleId}>{t('card.confirmTitle')}</Title>
        <Text>{t('card.confirmText')}</Text>
        {step.name === 'failed' && (
          <Problem role="alert">{t(`card.deleteFailed.${step.reason}`)}</Problem>
        )}
        <Buttons>
          <Button
            ref={confirmButton}
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="extra-tiny" /> : undefined}
            onClick={() => void confirm()}
          >
            {busy ? t('card.deleting') : t('card.confirmDelete')}
          </Button>
          <Button
            disabledFocusable={busy}
            onClick={() => {
              changeOpen(false);
              trigger.current?.focus(); // back where the question came from
            }}
          >
            {t('card.confirmCancel')}
          </Button>
        </Buttons>
      </Surface>
    </Popover>
  );
}
