import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../../services/api/postForm';
import { useAddEditionMutation, type StandardMapProblem } from '../../standardMaps/standardMapsApi';
import { EditionDateField } from './EditionDateField';
import { FileField } from './FileField';
import { Actions, FormColumn } from './formLayout';
import {
  editionDateProblem,
  fileProblem,
  firstProblem,
  today,
  type FieldProblem,
  type FormProblems,
} from './mapForm';
import { problemOfSave } from './problemOfSave';
import { UploadProgressBar } from './UploadProgressBar';
import { useFieldFocus } from './useFieldFocus';
import { useProblemText } from './useProblemText';

const ID = 'replace-file';

/**
 * A new PDF for the map: it becomes the current edition, the one before it is kept among the
 * editions (the oldest beyond five is deleted by the server).
 */
export function ReplaceFileForm({ mapId }: { mapId: string }) {
  const { t } = useTranslation('admin');
  const problemText = useProblemText();
  const { fileInput, focus } = useFieldFocus(ID);
  const [file, setFile] = useState<File | null>(null);
  const [editionDate, setEditionDate] = useState(today);
  const [problems, setProblems] = useState<FormProblems>({});
  const [outcome, setOutcome] = useState<{ added: true } | { problem: FieldProblem } | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [picker, setPicker] = useState(0);
  const [addEdition, adding] = useAddEditionMutation();
  const busy = adding.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormProblems = {};
    const fileIssue = fileProblem(file);
    const dateIssue = editionDateProblem(editionDate);
    if (fileIssue) found.file = fileIssue;
    if (dateIssue) found.editionDate = dateIssue;
    setProblems(found);
    setOutcome(null);
    if (firstProblem(found) || !file) {
      focus(firstProblem(found));
      return;
    }
    setProgress(null);
    const result = await addEdition({ id: mapId, editionDate, file, onProgress: setProgress });
    if ('error' in result) {
      const where = problemOfSave(result.error as StandardMapProblem);
      if ('field' in where) {
        setProblems({ [where.field]: where.problem });
        focus(where.field);
      } else {
        setOutcome({ problem: where.form });
      }
      return;
    }
    setFile(null);
    setPicker((count) => count + 1); // a fresh picker, empty
    setOutcome({ added: true });
  };

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FileField
        key={picker}
        label={t('standardMaps.replace.file')}
        hint={t('standardMaps.form.fileHint')}
        file={file}
        problem={problemText(problems.file)}
        inputRef={fileInput}
        disabled={busy}
        onChange={(next) => {
          setFile(next);
          setOutcome(null);
          setProblems((current) => ({ ...current, file: next ? fileProblem(next) : undefined }));
        }}
      />
      <EditionDateField
        id={`${ID}-editionDate`}
        value={editionDate}
        problem={problemText(problems.editionDate)}
        disabled={busy}
        onChange={(value) => {
          setEditionDate(value);
          setProblems((current) => ({ ...current, editionDate: undefined }));
        }}
      />
      {busy && <UploadProgressBar progress={progress} />}
      <div role="status">
        {outcome && 'added' in outcome && (
          <MessageBar intent="success">
            <MessageBarBody>{t('standardMaps.replace.done')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {outcome && 'problem' in outcome && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problemText(outcome.problem)}</MessageBarBody>
        </MessageBar>
      )}
      <Actions>
        <Button type="submit" icon={<DocumentArrowUp20Regular />} disabledFocusable={busy}>
          {busy ? t('standardMaps.upload.busy') : t('standardMaps.replace.submit')}
        </Button>
      </Actions>
    </FormColumn>
  );
}
