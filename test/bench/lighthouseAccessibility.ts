/**
 * `npm run bench:a11y`: Lighthouse's accessibility category on every public route, mobile and
 * desktop, in English and in Arabic (right to left). The score does not depend on the machine's
 * speed, so one run each. Writes its section of docs/BENCHMARKS.md with every failed audit.
 *
 * Knobs: BENCH_A11Y_ROUTES (a comma-separated subset), BENCH_A11Y_NO_WRITE (print only).
 */
import { writeBenchmarkSection } from './benchmarksFile';
import { PUBLIC_ROUTES, withLighthouse, type FormFactor } from './lighthouseSession';

const PORT = Number(process.env.BENCH_PORT ?? 0);
const ROUTES = process.env.BENCH_A11Y_ROUTES?.split(',') ?? PUBLIC_ROUTES;
const LANGUAGES = ['en', 'ar'] as const;
const FORMS: FormFactor[] = ['mobile', 'desktop'];

interface Measure {
  route: string;
  form: FormFactor;
  language: string;
  score: number;
  failed: string[];
}

function withLanguage(url: string, language: string) {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

async function main() {
  const results: Measure[] = [];
  await withLighthouse(PORT, 'tims-a11y-', async ({ pageOf, audit }) => {
    for (const language of LANGUAGES) {
      for (const form of FORMS) {
        for (const route of ROUTES) {
          const page = pageOf(route);
          const result = await audit(withLanguage(page, language), form, {
            onlyCategories: ['accessibility'],
            logLevel: 'error',
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          const { lhr } = result;
          const failed = Object.values(lhr.audits)
            .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id);
          const measure = {
            route,
            form,
            language,
            score: lhr.categories.accessibility?.score ?? 0,
            failed,
          };
          results.push(measure);
          console.log(JSON.stringify(measure));
        }
      }
    }
  });

  const rows = results.map(
    (r) =>
      `| \`${r.route}\` | ${r.form} | ${r.language} | ${r.score.toFixed(2)} | ${
        r.failed.length > 0 ? r.failed.map((id) => `\`${id}\``).join(', ') : '—'
      } |`,
  );
  const markdown = [
    '## Lighthouse accessibility (`npm run bench:a11y`)',
    '',
    `Lighthouse's accessibility category (target 1.00) on every public route, mobile and desktop,`,
    `in English and in Arabic (\`?lang=ar\`, right to left); one run each (the score does not`,
    `depend on speed). Measured ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| route | form | language | score | failed audits |',
    '|---|---|---|---:|---|',
    ...rows,
  ].join('\n');
  if (!process.env.BENCH_A11Y_NO_WRITE) writeBenchmarkSection('bench:a11y', markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
