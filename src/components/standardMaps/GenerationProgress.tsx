import { Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { GenerationJob } from '../../../contracts/standardMaps';
import { numberFormat } from '../../lib/intlFormats';

/**
 * How far the drawing of the generated set has come: "Drawing the standard maps: 34 of 101 —
 * now Delaware County", over a progress bar. The gallery's banner and the administrators'
 * regeneration panel both show it.
 */
export function GenerationProgress({ job }: { job: GenerationJob }) {
  const { t, i18n } = useTranslation('standardMaps');
  const count = (value: number) => numberFormat(i18n.language).format(value);
  const values = { done: count(job.done), total: count(job.total), current: job.current };
  const text = job.current ? t('generation.progressNow', values) : t('generation.progress', values);
  return (
    <Field label={text}>
      <ProgressBar
        value={job.total > 0 ? job.done : undefined}
        max={Math.max(job.total, 1)}
        thickness="large"
      />
    </Field>
  );
}
