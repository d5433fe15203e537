import { DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

const Zone = styled.div<{ $dragging: boolean; $compact: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalM}`};
  padding: ${({ theme, $compact }) =>
      $compact ? theme.tokens.spacingVerticalM : theme.tokens.spacingVerticalXXL}
    ${({ theme }) => theme.tokens.spacingHorizontalL};
  border: 2px dashed ${({ theme }) => theme.tokens.colorNeutralStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  ${({ $compact }) =>
    !$compact &&
    css`
      flex-direction: column;
      text-align: center;
    `}
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.tokens.colorBrandStroke1};
      background: ${theme.tokens.colorBrandBackground2};
    `}
  p {
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

/** The native file input, visually hidden but focusable: its label is the visible button. */
const Input = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalSNudge};
  min-height: 32px;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorBrandBackground};
  color: ${({ theme }) => theme.tokens.colorNeutralForegroundOnBrand};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.tokens.colorBrandBackgroundHover};
  }
  &:has(+ input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 2px;
  }
`;

export interface LogPickerProps {
  /** Smaller once a log is open: it stays at hand to open another. */
  compact: boolean;
  onFile(file: File): void;
}

/** "Open a log file": the browser's file picker, or a file dropped on the zone. */
export function LogPicker({ compact, onFile }: LogPickerProps) {
  const { t } = useTranslation('replay');
  const [dragging, setDragging] = useState(false);
  const allowDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  return (
    <Zone
      $dragging={dragging}
      $compact={compact}
      onDragEnter={allowDrop}
      onDragOver={allowDrop}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <PickButton htmlFor="replay-log-file">
        <DocumentArrowUp20Regular aria-hidden />
        {t('open.button')}
      </PickButton>
      <Input
        id="replay-log-file"
        type="file"
        accept=".json,application/json"
        aria-describedby="replay-log-file-hint"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again opens it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id="replay-log-file-hint">
        {dragging ? t('open.dropNow') : t('open.drop')}
        {!compact && (
          <>
            <br />
            {t('open.hint')}
          </>
        )}
      </p>
    </Zone>
  );
}
