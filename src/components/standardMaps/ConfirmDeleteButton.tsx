import type { ButtonProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../lib/appError';
import { ConfirmDeletePopover } from '../ConfirmDeletePopover';
import { useErrorText } from '../useErrorText';

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

/** A delete button of the standard-map library that first asks: Delete or Cancel. */
export function ConfirmDeleteButton(props: ConfirmDeleteButtonProps) {
  const { text, label, question, onDelete, size = 'medium', appearance = 'secondary' } = props;
  const { t } = useTranslation('standardMaps');
  const errorText = useErrorText();
  const describeFailure = (error: unknown) => {
    if (!isAppError(error)) return t('delete.failed');
    if (error.status === 404) return t('delete.gone');
    if (error.code === 'network' || error.code === 'timeout') return t('delete.unreachable');
    return t('delete.refused', { message: errorText(error) });
  };
  return (
    <ConfirmDeletePopover
      button={{ text, label, size, appearance }}
      question={question}
      words={{
        confirm: t('delete.confirm'),
        deleting: t('delete.deleting'),
        cancel: t('delete.cancel'),
      }}
      describeFailure={describeFailure}
      onDelete={onDelete}
    />
  );
}
