import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  Textarea,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SavedMapInput, Sharing } from '../../../../contracts/maps';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSession, selectUser, signInRequested } from '../../portal/portalSlice';
import { selectConfig } from '../../shell/appSlice';
import { selectMap, type MapState } from '../mapSlice';
import { mapsApi, useCreateSavedMapMutation, useUpdateSavedMapMutation } from '../mapsApi';

const SHARING: Sharing[] = ['private', 'link', 'public'];

/** What the map shows now, as a saved map: the layers TIMS can reopen, the extent, the basemap. */
function toInput(
  map: MapState,
  form: Pick<SavedMapInput, 'title' | 'description' | 'sharing'>,
  fallback: SavedMapInput['extent'],
): SavedMapInput {
  return {
    ...form,
    basemap: map.basemap,
    extent: map.extent ?? fallback,
    layers: map.layers.flatMap((layer) =>
      layer.source
        ? [
            {
              id: layer.id,
              title: layer.title,
              source: layer.source,
              visible: layer.visible,
              opacity: layer.opacity,
            },
          ]
        : [],
    ),
  };
}

/**
 * Save the map (signed-in users): title, description and who may open it. A saved map of one's
 * own can be updated or saved as a new one. An anonymous visitor is asked to sign in first.
 */
export function SaveMapButton() {
  const { t } = useTranslation('map');
  // Closing the dialog gives the focus back to the button that opened it.
  const restoreFocusTarget = useRestoreFocusTarget();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const map = useAppSelector(selectMap);
  const signedIn = useAppSelector(selectSession) === 'signed-in';
  const user = useAppSelector(selectUser);
  const config = useAppSelector(selectConfig);
  const document = map.request?.document;
  const openSid = document?.kind === 'saved-map' ? document.sid : null;
  const current = mapsApi.endpoints.getSavedMap.useQueryState(openSid ?? '', {
    skip: !openSid,
  }).data;
  const owned = current && user && current.owner === user.username ? current : null;
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [sharing, setSharing] = useState<Sharing>('private');
  const [create, creating] = useCreateSavedMapMutation();
  const [update, updating] = useUpdateSavedMapMutation();
  const busy = creating.isLoading || updating.isLoading;

  const start = () => {
    if (!signedIn) {
      dispatch(signInRequested({ returnTo: `${pathname}${search}` }));
      return;
    }
    setTitle(owned?.title ?? map.title ?? '');
    setDescription(owned?.description ?? '');
    setSharing(owned?.sharing ?? 'private');
    setOpen(true);
  };
  const save = async (asNew: boolean) => {
    const input = toInput(
      map,
      { title: title.trim(), description, sharing },
      config?.map.extent ?? [-180, -85, 180, 85],
    );
    const saved =
      owned && !asNew
        ? await update({ sid: owned.sid, input })
            .unwrap()
            .catch(() => null)
        : await create(input)
            .unwrap()
            .catch(() => null);
    if (!saved) return; // the saga says why, in a toast
    setOpen(false);
    if (saved.sid !== openSid) navigate(`/map/sid/${saved.sid}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <>
      <Button {...restoreFocusTarget} icon={<Save20Regular />} onClick={start}>
        {t('save.button')}
      </Button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <form onSubmit={submit}>
            <DialogBody>
              <DialogTitle>{owned ? t('save.updateTitle') : t('save.title')}</DialogTitle>
              <DialogContent>
                <Field label={t('save.mapTitle')} required>
                  <Input
                    value={title}
                    maxLength={120}
                    required
                    onChange={(_, data) => setTitle(data.value)}
                  />
                </Field>
                <Field label={t('save.description')}>
                  <Textarea
                    value={description}
                    maxLength={2000}
                    onChange={(_, data) => setDescription(data.value)}
                  />
                </Field>
                <Field label={t('save.sharing')}>
                  <RadioGroup
                    value={sharing}
                    onChange={(_, data) => setSharing(data.value as Sharing)}
                  >
                    {SHARING.map((value) => (
                      <Radio key={value} value={value} label={t(`save.sharingOptions.${value}`)} />
                    ))}
                  </RadioGroup>
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
                {owned && (
                  <Button disabled={busy || !title.trim()} onClick={() => void save(true)}>
                    {t('save.asNew')}
                  </Button>
                )}
                <Button type="submit" appearance="primary" disabled={busy || !title.trim()}>
                  {owned ? t('save.update') : t('save.save')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
