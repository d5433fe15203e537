import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Project } from '../../../contracts/projects';
import { formatDate, formatMoney } from './format';
import { LocationSketch } from './LocationSketch';
import { useCountyOutlinesQuery } from './projectsApi';

const Grid = styled.div`
  display: grid;
  /* Never wider than the screen: one column on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXXL};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere; /* a long e-mail address wraps rather than widening the page */
  }
`;

const Share = styled.span<{ $percent: number }>`
  display: block;
  height: 6px;
  margin-top: 2px;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.palette.primary};
  border-radius: 3px;
`;

/** Summary, funding, contact and location of a project. */
export function ProjectFacts({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const funded = project.funding.reduce((sum, part) => sum + part.amount, 0) || 1;
  // The sketch draws without the outlines if they fail or are slow: they only add context.
  const outlines = useCountyOutlinesQuery(
    project.counties.map((county) => county.fips),
    { skip: !project.geometry || project.counties.length === 0 },
  );
  return (
    <Grid>
      <section aria-labelledby="summary">
        <h2 id="summary">{t('details.summary')}</h2>
        <Facts>
          <dt>{t('columns.district')}</dt>
          <dd>{project.district}</dd>
          <dt>{t('columns.counties')}</dt>
          <dd>{project.counties.map((county) => county.name).join(', ')}</dd>
          <dt>{t('columns.routes')}</dt>
          <dd>{project.routes.join(', ')}</dd>
          <dt>{t('columns.workType')}</dt>
          <dd>{project.workType}</dd>
          <dt>{t('columns.fiscalYear')}</dt>
          <dd>{project.fiscalYear}</dd>
          <dt>{t('columns.saleDate')}</dt>
          <dd>{formatDate(project.saleDate, i18n.language) || '—'}</dd>
          <dt>{t('columns.estimatedCost')}</dt>
          <dd>{money(project.estimatedCost)}</dd>
        </Facts>
      </section>
      <section aria-labelledby="funding">
        <h2 id="funding">{t('details.funding')}</h2>
        <Facts>
          {project.funding.map((part) => (
            <div key={part.source} style={{ display: 'contents' }}>
              <dt>{part.source}</dt>
              <dd>
                {money(part.amount)} ({Math.round((100 * part.amount) / funded)} %)
                <Share $percent={(100 * part.amount) / funded} aria-hidden />
              </dd>
            </div>
          ))}
        </Facts>
        <h2 id="contact">{t('details.contact')}</h2>
        <Facts aria-labelledby="contact">
          <dt>{t('details.contactName')}</dt>
          <dd>{project.contact.name}</dd>
          <dt>{t('details.contactEmail')}</dt>
          <dd>
            <a href={`mailto:${project.contact.email}`}>{project.contact.email}</a>
          </dd>
          <dt>{t('details.contactPhone')}</dt>
          <dd>
            <a href={`tel:${project.contact.phone}`}>{project.contact.phone}</a>
          </dd>
        </Facts>
      </section>
      {project.geometry && (
        <section aria-labelledby="location">
          <h2 id="location">{t('details.location')}</h2>
          <LocationSketch geometry={project.geometry} counties={outlines.data ?? []} />
        </section>
      )}
    </Grid>
  );
}
