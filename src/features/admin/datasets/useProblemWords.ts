import { useTranslation } from 'react-i18next';
import type { SaveProblem } from './saveProblem';

/**
 * A refused save in words: the common validation failures said plainly (required, too long,
 * not an e-mail address), anything else as the server put it.
 */
export function useProblemWords() {
  const { t } = useTranslation('admin');
  return <Field extends string>(problem: SaveProblem<Field>): string => {
    if ('form' in problem) {
      return problem.form === 'refused'
        ? t('datasets.problems.refused', { message: problem.message })
        : t(`datasets.problems.${problem.form}`);
    }
    const { message } = problem;
    if (/fewer than 1 character|is required/.test(message)) return t('datasets.problems.required');
    if (/more than \d+ character/.test(message)) {
      return t('datasets.problems.tooLong', { max: /more than (\d+)/.exec(message)?.[1] ?? '' });
    }
    if (
      problem.field === 'contactEmail' &&
      /pattern|must be one of|must be equal to constant/.test(message)
    ) {
      return t('datasets.problems.email');
    }
    if (/pattern/.test(message)) return t('datasets.problems.characters');
    return message;
  };
}
