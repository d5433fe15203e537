import { Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Edition } from '../../../contracts/standardMaps';
import { useMapFormat } from './useMapFormat';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const File = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXXS} ${theme.tokens.spacingHorizontalM}`};
`;

/** A link at least 24 px square: a target a finger or a shaky hand can hit (WCAG 2.5.8). */
const FileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 24px;
  min-height: 24px;
`;

export interface EditionFilesProps {
  edition: Edition;
  /** Names the map in the links' accessible names. */
  title: string;
}

/**
 * The PDFs of one edition: page size, pages and file size of each, with a link that opens it
 * in the browser's viewer and one that downloads it. The URLs are the server's, used as given.
 */
export function EditionFiles({ edition, title }: EditionFilesProps) {
  const { t } = useTranslation('standardMaps');
  const format = useMapFormat();
  return (
    <List>
      {edition.files.map((file) => {
        const size = format.pageSize(file.pageSize);
        const names = { title, size, date: format.day(edition.date) };
        return (
          <File key={file.url}>
            <span>
              {t('files.summary', {
                size,
                pages: t('files.pages', { count: file.pages }),
                bytes: format.fileSize(file.bytes),
              })}
            </span>
            <FileLink
              href={file.url}
              target="_blank"
              rel="noopener"
              aria-label={t('files.openLabel', names)}
            >
              {t('files.open')}
            </FileLink>
            <FileLink href={file.downloadUrl} aria-label={t('files.downloadLabel', names)}>
              {t('files.download')}
            </FileLink>
          </File>
        );
      })}
    </List>
  );
}
