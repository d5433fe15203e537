import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  useId,
  type ButtonProps,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '../../lib/appError';

const Surface = styled(PopoverSurface)`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  max-width: min(340px, 85vw);
`;

const Question = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

export interface ConfirmDeleteButtonProps {
  /** The button's visible text ("Delete"). */
  text: string;
  /** Its accessible name when the text alone is not enough ("Delete Delaware County"). */
  label?: string;
  /** The question asked ("Delete this map and all its editions?"). */
  question: string;
  /** Deletes; a rejection keeps the question open with the reason. */
  onDelete(): Promise<unknown>;
  size?: ButtonProps['size'];
  appearance?: ButtonProps['appearance'];
}

/** Why deleting failed, in words the administrator can act on. */
function useFailure() {
  const { t } = useTranslation('standardMaps');
  return (error: unknown) => {
    if (!isAppError(error)) return t('delete.failed');
    if (error.status === 404) return t('delete.gone');
    if (error.code === 'network' || error.code === 'timeout') return t('delete.unreachable');
    return t('delete.refused', { message: error.message });
  };
}

/** A delete button that first asks, in a popover: Delete or Cancel. */
export function ConfirmDeleteButton(props: ConfirmDeleteButtonProps) {
  const { text, label, question, onDelete, size = 'medium', appearance = 'secondary' } = props;
  const { t } = useTranslation('standardMaps');
  const describe = useFailure();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  });
  const questionId = useId('confirm-delete');
  const confirmButton = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) confirmButton.current?.focus();
  }, [open]);

  const changeOpen = (next: boolean) => {
    if (state.busy) return; // the request decides
    setOpen(next);
    setState({ busy: false, problem: null });
  };
  const confirm = async () => {
    setState({ busy: true, problem: null });
    try {
      await onDelete();
      setState({ busy: false, problem: null });
      setOpen(false);
    } catch (error) {
      setState({ busy: false, problem: describe(error) });
    }
  };

  return (
    <Popover open={open} onOpenChange={(_, data) => changeOpen(data.open)} trapFocus withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          ref={trigger}
          size={size}
          appearance={appearance}
          icon={<Delete20Regular />}
          aria-label={label}
        >
          {text}
        </Button>
      </PopoverTrigger>
      <Surface aria-labelledby={questionId} aria-busy={state.busy}>
        <Question id={questionId}>{question}</Question>
        {state.problem && <Problem role="alert">{state.problem}</Problem>}
        <Buttons>
          <Button
            ref={confirmButton}
            appearance="primary"
            disabledFocusable={state.busy}
            icon={state.busy ? <Spinner size="extra-tiny" /> : undefined}
            onClick={() => void confirm()}
          >
            {state.busy ? t('delete.deleting') : t('delete.confirm')}
          </Button>
          <Button
            disabledFocusable={state.busy}
            onClick={() => {
              changeOpen(false);
              trigger.current?.focus();
            }}
          >
            {t('delete.cancel')}
          </Button>
        </Buttons>
      </Surface>
    </Popover>
  );
}
