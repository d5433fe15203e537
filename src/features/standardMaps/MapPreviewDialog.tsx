import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { Eye20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import type { StandardMap } from '../../../contracts/standardMaps';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { EditionFiles } from '../../components/standardMaps/EditionFiles';
import { useMapFormat } from '../../components/standardMaps/useMapFormat';
import { useGetAdminStandardMapQuery, useGetStandardMapQuery } from './standardMapsApi';

const Surface = styled(DialogSurface)`
  width: min(960px, calc(100vw - 32px));
  max-width: none;
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 60vh;
  object-fit: contain;
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

const Content = styled(DialogContent)`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  h3 {
    margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
  p {
    margin: 0;
  }
`;

const Editions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0;
  padding: 0;
  list-style: none;
  h4 {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXXS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
`;

/** The earlier editions, asked for when the dialog opens (the list carries the current one). */
function EarlierEditions({ map, admin }: { map: StandardMap; admin: boolean }) {
  const { t } = useTranslation('standardMaps');
  const format = useMapFormat();
  const published = useGetStandardMapQuery(map.id, { skip: admin });
  const unpublished = useGetAdminStandardMapQuery(map.id, { skip: !admin });
  const details = admin ? unpublished : published;
  const earlier = details.data?.editions.filter((edition) => edition.id !== map.edition.id);

  return (
    <section aria-labelledby={`earlier-${map.id}`}>
      <h3 id={`earlier-${map.id}`}>{t('preview.earlier')}</h3>
      {details.isLoading && <Spinner size="small" label={t('preview.loading')} />}
      {details.isError && (
        <FailedWithRetry
          message={t('preview.failed')}
          retryLabel={t('retry')}
          onRetry={() => void details.refetch()}
        />
      )}
      {earlier && earlier.length === 0 && <p>{t('preview.noEarlier')}</p>}
      {earlier && earlier.length > 0 && (
        <Editions>
          {earlier.map((edition) => (
            <li key={edition.id}>
              <h4>{t('preview.edition', { date: format.day(edition.date) })}</h4>
              <EditionFiles edition={edition} title={map.title} />
            </li>
          ))}
        </Editions>
      )}
    </section>
  );
}

export interface MapPreviewDialogProps {
  map: StandardMap;
  /** Administrators read unpublished maps' editions through the admin API. */
  admin: boolean;
}

/**
 * A larger image of the map, its description, its files and its earlier editions. The dialog is
 * mounted when first opened (and kept, so that it closes properly), not with every card: a Fluent
 * dialog, even closed, starts Tabster's modalizer and its focus sentinels (aria-hidden, yet
 * tabbable) around the page. The opener is outside the dialog, so it names itself the place the
 * focus returns to.
 */
export function MapPreviewDialog({ map, admin }: MapPreviewDialogProps) {
  const { t } = useTranslation('standardMaps');
  const format = useMapFormat();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <>
      <Button
        {...restoreFocusTarget}
        size="small"
        icon={<Eye20Regular />}
        aria-label={t('card.previewLabel', { title: map.title })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('card.preview')}
      </Button>
      {opened && (
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <Surface>
            <DialogBody>
              <DialogTitle>{map.title}</DialogTitle>
              <Content>
                <Preview src={map.edition.previewUrl} alt={map.title} />
                {map.description && <p>{map.description}</p>}
                <section aria-labelledby={`current-${map.id}`}>
                  <h3 id={`current-${map.id}`}>
                    {t('preview.current', { date: format.day(map.edition.date) })}
                  </h3>
                  <EditionFiles edition={map.edition} title={map.title} />
                </section>
                <EarlierEditions map={map} admin={admin} />
              </Content>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="primary">{t('preview.close')}</Button>
                </DialogTrigger>
              </DialogActions>
            </DialogBody>
          </Surface>
        </Dialog>
      )}
    </>
  );
}
