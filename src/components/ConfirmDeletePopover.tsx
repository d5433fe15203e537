import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  useId,
  type ButtonProps,
  type PositioningShorthand,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

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

export interface ConfirmDeletePopoverProps {
  /** The delete button: its visible text (none for an icon button), name and look. */
  button: Pick<ButtonProps, 'size' | 'appearance' | 'title'> & {
    text?: string;
    label?: string;
  };
  question: string;
  /** A sentence under the question, if any. */
  text?: string;
  /** The words of the popover's buttons, in the interface language. */
  words: { confirm: string; deleting: string; cancel: string };
  /** Why deleting failed, in words the user can act on. */
  describeFailure(error: unknown): string;
  /** Deletes; a rejection keeps the question open with the reason. */
  onDelete(): Promise<unknown>;
  positioning?: PositioningShorthand;
}

type Step = { name: 'asking' } | { name: 'deleting' } | { name: 'failed'; problem: string };

/**
 * A delete button that first asks, in a popover: Delete or Cancel. The popover closes on
 * Cancel (focus back on the button) or once deleting succeeded; a failure stays in it, said.
 */
export function ConfirmDeletePopover(props: ConfirmDeletePopoverProps) {
  const { button, question, text, words, describeFailure, onDelete, positioning } = props;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'asking' });
  const questionId = useId('confirm-delete');
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
      setStep({ name: 'failed', problem: describeFailure(error) });
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => changeOpen(data.open)}
      trapFocus
      withArrow
      positioning={positioning}
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          ref={trigger}
          size={button.size}
          appearance={button.appearance}
          icon={<Delete20Regular />}
          aria-label={button.label}
          title={button.title}
        >
          {button.text}
        </Button>
      </PopoverTrigger>
      <Surface aria-labelledby={questionId} aria-busy={busy}>
        <Question id={questionId}>{question}</Question>
        {text && <Text>{text}</Text>}
        {step.name === 'failed' && <Problem role="alert">{step.problem}</Problem>}
        <Buttons>
          <Button
            ref={confirmButton}
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="extra-tiny" /> : undefined}
            onClick={() => void confirm()}
          >
            {busy ? words.deleting : words.confirm}
          </Button>
          <Button
            disabledFocusable={busy}
            onClick={() => {
              changeOpen(false);
              trigger.current?.focus(); // back where the question came from
            }}
          >
            {words.cancel}
          </Button>
        </Buttons>
      </Surface>
    </Popover>
  );
}
