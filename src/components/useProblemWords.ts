import { useTranslation } from 'react-i18next';

/**
 * A problem to tell the user, in words still to be translated: a key (of the screen's namespace,
 * or `errors:…`; several are tried in turn) and its values, which may themselves be problems
 * ("It was not saved: {{message}}"). `english` is the server's own sentence: an English
 * interface says it instead (it is the most specific), any other language says the key.
 */
export interface ProblemWords {
  key: string | string[];
  values?: Record<string, string | number | ProblemWords>;
  english?: string;
}

/**
 * Says a `ProblemWords` in the interface language, with the screen's namespace `ns` first.
 * The `errors` namespace loads alongside without suspending the screen; until it has, the
 * server's own words stand in.
 */
export function useProblemWords(ns: string): (problem: ProblemWords) => string {
  const { t, i18n } = useTranslation(ns);
  const errors = useTranslation('errors', { useSuspense: false });
  const english = i18n.language === 'en' || i18n.language.startsWith('en-');
  const say = (problem: ProblemWords): string => {
    if (problem.english !== undefined && (english || !errors.ready)) return problem.english;
    const values = Object.fromEntries(
      Object.entries(problem.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'object' ? say(value) : value,
      ]),
    );
    return t(problem.key, values);
  };
  return say;
}
