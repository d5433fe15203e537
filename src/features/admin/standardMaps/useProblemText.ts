import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './mapForm';

/** A field's problem in words: translated, or the server's own message as it came. */
export function useProblemText() {
  const { t } = useTranslation('admin');
  return (problem: FieldProblem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    if (typeof problem === 'string') return problem;
    return t(problem.key, problem.values);
  };
}
