import { useProblemWords } from '../../../components/useProblemWords';
import type { FieldProblem } from './mapForm';

/** A field's problem in words: translated, or the server's own message as it came. */
export function useProblemText() {
  const say = useProblemWords('admin');
  return (problem: FieldProblem | undefined): string | undefined => {
    if (problem === undefined) return undefined;
    if (typeof problem === 'string') return problem;
    return say(problem);
  };
}
