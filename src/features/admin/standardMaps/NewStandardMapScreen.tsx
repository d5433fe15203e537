import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import type { UploadProgress } from '../../../services/api/postForm';
import {
  useUploadStandardMapMutation,
  type StandardMapProblem,
} from '../../standardMaps/standardMapsApi';
import { EditionDateField } from './EditionDateField';
import { FileField } from './FileField';
import { Actions, FormColumn, Intro } from './formLayout';
import {
  fileProblem,
  firstProblem,
  NEW_MAP,
  titleFromFileName,
  today,
  toUploadFields,
  uploadProblems,
  type FieldProblem,
  type FormProblems,
  type UploadFormValues,
} from './mapForm';
import { MapMetadataFields } from './MapMetadataFields';
import { problemOfSave } from './problemOfSave';
import { UploadProgressBar } from './UploadProgressBar';
import { useFieldFocus } from './useFieldFocus';
import { useProblemText } from './useProblemText';

const ID = 'new-map';

/**
 * /admin/standard-maps/new — an administrator's own PDF (a city, specialty or historic map)
 * with what it is and where; checked here first, then by the server, which reads the PDF.
 */
export function NewStandardMapScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const problemText = useProblemText();
  const { fileInput, focus } = useFieldFocus(ID);
  const [values, setValues] = useState<UploadFormValues>({
    ...NEW_MAP,
    file: null,
    editionDate: today(),
  });
  const [titleTyped, setTitleTyped] = useState(false);
  const [problems, setProblems] = useState<FormProblems>({});
  const [formProblem, setFormProblem] = useState<FieldProblem | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [upload, uploading] = useUploadStandardMapMutation();
  const busy = uploading.isLoading;

  const change = (next: Partial<UploadFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblems((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next)) delete kept[key as keyof FormProblems];
      return kept;
    });
  };
  const chooseFile = (file: File | null) => {
    change(file && !titleTyped ? { file, title: titleFromFileName(file.name) } : { file });
    const problem = file ? fileProblem(file) : undefined;
    if (problem) setProblems((current) => ({ ...current, file: problem }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = uploadProblems(values);
    setProblems(found);
    setFormProblem(null);
    if (firstProblem(found) || !values.file) {
      focus(firstProblem(found));
      return;
    }
    setProgress(null);
    const result = await upload({
      fields: toUploadFields(values),
      file: values.file,
      onProgress: setProgress,
    });
    if ('error' in result) {
      const where = problemOfSave(result.error as StandardMapProblem);
      if ('field' in where) {
        setProblems({ [where.field]: where.problem });
        focus(where.field);
      } else {
        setFormProblem(where.form);
      }
      return;
    }
    navigate(`/admin/standard-maps/${result.data.id}`, { state: { uploaded: true } });
  };

  return (
    <section aria-labelledby="new-map-title">
      <Intro>
        <h2 id="new-map-title">{t('standardMaps.upload.title')}</h2>
        <p>{t('standardMaps.upload.description')}</p>
      </Intro>
      <FormColumn noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <FileField
          label={t('standardMaps.form.file')}
          hint={t('standardMaps.form.fileHint')}
          file={values.file}
          problem={problemText(problems.file)}
          onChange={chooseFile}
          inputRef={fileInput}
          disabled={busy}
        />
        <MapMetadataFields
          idPrefix={ID}
          values={values}
          problems={problems}
          disabled={busy}
          onChange={(next) => {
            if (next.title !== undefined) setTitleTyped(true);
            change(next);
          }}
        />
        <EditionDateField
          id={`${ID}-editionDate`}
          hint={t('standardMaps.form.editionDateHint')}
          value={values.editionDate}
          problem={problemText(problems.editionDate)}
          disabled={busy}
          onChange={(editionDate) => change({ editionDate })}
        />
        {formProblem && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{problemText(formProblem)}</MessageBarBody>
          </MessageBar>
        )}
        {busy && <UploadProgressBar progress={progress} />}
        <Actions>
          <Button
            type="submit"
            appearance="primary"
            icon={<ArrowUpload20Regular />}
            disabledFocusable={busy}
          >
            {busy ? t('standardMaps.upload.busy') : t('standardMaps.upload.submit')}
          </Button>
          <ButtonLink to="/admin/standard-maps">{t('standardMaps.form.cancel')}</ButtonLink>
        </Actions>
      </FormColumn>
    </section>
  );
}
