import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';

export interface FailedWithRetryProps {
  /** What could not be loaded, in the interface language. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A request that failed, said in an error bar with a button that asks again. */
export function FailedWithRetry({ message, retryLabel, onRetry }: FailedWithRetryProps) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {message}{' '}
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      </MessageBarBody>
    </MessageBar>
  );
}
