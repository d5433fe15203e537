import { Field } from '@fluentui/react-components';
import type { Ref } from 'react';
import styled from 'styled-components';
import { useMapFormat } from '../../../components/standardMaps/useMapFormat';

const Picker = styled.input`
  max-width: 100%;
  padding: ${({ theme }) => theme.tokens.spacingVerticalXS} 0;
  font: inherit;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.tokens.spacingHorizontalM};
    padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
    border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
    font: inherit;
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    cursor: pointer;
  }
  &:hover::file-selector-button {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1Hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 2px;
  }
`;

export interface FileFieldProps {
  label: string;
  hint: string;
  file: File | null;
  /** Already in words; undefined when the file is fine. */
  problem: string | undefined;
  onChange(file: File | null): void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** The PDF to upload: the browser's file picker, limited to PDFs, with its size once chosen. */
export function FileField({
  label,
  hint,
  file,
  problem,
  onChange,
  inputRef,
  disabled,
}: FileFieldProps) {
  const format = useMapFormat();
  return (
    <Field
      label={label}
      required
      hint={file ? `${file.name}, ${format.fileSize(file.size)}` : hint}
      validationMessage={problem}
      validationState={problem ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <Picker
          {...fieldProps}
          ref={inputRef}
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
