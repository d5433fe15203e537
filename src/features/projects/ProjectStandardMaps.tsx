import { Link as FluentLink, Spinner } from '@fluentui/react-components';
import { DocumentPdf20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Project } from '../../../contracts/projects';
import type { StandardMap } from '../../../contracts/standardMaps';
import { useMapFormat } from '../../components/standardMaps/useMapFormat';
import { useListStandardMapsQuery } from '../standardMaps/standardMapsApi';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.tokens.colorBrandForeground1};
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const More = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
  margin: 0;
`;

/** The printable maps of the project's district and counties: their PDFs, and the library. */
export function ProjectStandardMaps({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const format = useMapFormat();
  const fips = project.counties.map((county) => county.fips);
  const district = useListStandardMapsQuery({
    category: ['District'],
    district: [project.district],
  });
  const counties = useListStandardMapsQuery(
    { category: ['County'], county: fips },
    { skip: fips.length === 0 },
  );
  const maps: StandardMap[] = [
    ...(district.data?.items ?? []),
    ...(counties.data?.items ?? []),
  ].filter((map) => map.edition.files.length > 0);
  const loading = district.isLoading || counties.isLoading;
  const failed = district.isError || counties.isError;

  return (
    <section aria-labelledby="standard-maps">
      <h2 id="standard-maps">{t('standardMaps.title')}</h2>
      {loading && <Spinner size="tiny" label={t('standardMaps.loading')} />}
      {!loading && maps.length === 0 && (
        <Note>{failed ? t('standardMaps.failed') : t('standardMaps.none')}</Note>
      )}
      {maps.length > 0 && (
        <List>
          {maps.map((map) => {
            const file = map.edition.files[0]!;
            return (
              <li key={map.id}>
                <DocumentPdf20Regular aria-hidden />
                <FluentLink href={file.url} target="_blank" rel="noopener">
                  {t('standardMaps.link', {
                    title: map.title,
                    size: format.fileSize(file.bytes),
                  })}
                </FluentLink>
              </li>
            );
          })}
        </List>
      )}
      <More>
        {project.counties.map((county) => (
          <Link key={county.fips} to={`/maps?county=${county.fips}`}>
            {t('standardMaps.more', { name: county.name })}
          </Link>
        ))}
      </More>
    </section>
  );
}
