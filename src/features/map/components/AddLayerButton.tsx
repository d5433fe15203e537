import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  Spinner,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { layerAdded } from '../mapSlice';
import { useSearchLayerItemsQuery } from '../mapPortalApi';

const Results = styled.ul`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  padding: 0;
  list-style: none;
  max-height: 280px;
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
    padding: ${({ theme }) => theme.tokens.spacingVerticalXS} 0;
    border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  }
`;

/** A FeatureServer layer's address: `…/FeatureServer/<n>` (or `…/MapServer/<n>`). */
const LAYER_URL = /^https?:\/\/[^\s]+\/(FeatureServer|MapServer)\/\d+\/?$/i;

function PortalItems({ onAdd }: { onAdd(id: string, title: string): void }) {
  const { t } = useTranslation('map');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const { data, isFetching, isError } = useSearchLayerItemsQuery({ text: asked, start: 1 });
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(text);
        }}
      >
        <Field label={t('addLayer.search')}>
          <Input type="search" value={text} onChange={(_, change) => setText(change.value)} />
        </Field>
      </form>
      {isFetching && <Spinner size="tiny" />}
      {isError && <p role="alert">{t('addLayer.searchFailed')}</p>}
      {data && data.results.length === 0 && <p>{t('addLayer.none')}</p>}
      <Results aria-label={t('addLayer.results')}>
        {data?.results.map((item) => (
          <li key={item.id}>
            <span>
              <strong>{item.title}</strong> — {item.type}
            </span>
            <Button size="small" onClick={() => onAdd(item.id, item.title)}>
              {t('addLayer.add')}
            </Button>
          </li>
        ))}
      </Results>
    </>
  );
}

/** Adds a layer to the map: a portal item found by search, or a FeatureServer layer URL. */
export function AddLayerButton() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'portal' | 'url'>('portal');
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const add = (spec: Parameters<typeof layerAdded>[0]) => {
    dispatch(layerAdded(spec));
    setOpen(false);
  };
  const addUrl = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim().replace(/\/$/, '');
    if (!LAYER_URL.test(value)) {
      setUrlError(t('addLayer.badUrl'));
      return;
    }
    const name = decodeURIComponent(value.split('/').slice(-3, -2)[0] ?? value);
    add({
      id: `url-${value}`,
      title: name,
      source: { kind: 'service', url: value },
      visible: true,
      opacity: 1,
    });
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<Add20Regular />}>{t('layers.add')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('addLayer.title')}</DialogTitle>
          <DialogContent>
            <TabList
              selectedValue={tab}
              onTabSelect={(_, data) => setTab(data.value as 'portal' | 'url')}
            >
              <Tab value="portal">{t('addLayer.fromPortal')}</Tab>
              <Tab value="url">{t('addLayer.fromUrl')}</Tab>
            </TabList>
            {tab === 'portal' ? (
              <PortalItems
                onAdd={(itemId, title) =>
                  add({
                    id: `item-${itemId}`,
                    title,
                    source: { kind: 'portal-item', itemId },
                    visible: true,
                    opacity: 1,
                  })
                }
              />
            ) : (
              <form onSubmit={addUrl}>
                <Field
                  label={t('addLayer.url')}
                  hint={t('addLayer.urlHint')}
                  validationMessage={urlError ?? undefined}
                >
                  <Input
                    type="url"
                    value={url}
                    onChange={(_, change) => {
                      setUrl(change.value);
                      setUrlError(null);
                    }}
                  />
                </Field>
                <Button type="submit" appearance="primary">
                  {t('addLayer.add')}
                </Button>
              </form>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
