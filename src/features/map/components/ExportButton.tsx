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
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { mapExportRequested, selectMap } from '../mapSlice';

/** Export the map as it is shown: a PNG or a PDF page with title, legend, scale and north. */
export function ExportButton() {
  const { t, i18n } = useTranslation('map');
  const dispatch = useAppDispatch();
  const { title: mapTitle, exporting } = useAppSelector(selectMap);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [format, setFormat] = useState<'png' | 'pdf'>('pdf');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());
    dispatch(
      mapExportRequested({
        format,
        texts: {
          title: title.trim() || mapTitle || t('titles.default'),
          date,
          legend: t('export.legend'),
          miles: t('export.miles'),
          feet: t('export.feet'),
          north: t('export.north'),
          credits: t('export.credits'),
          language: i18n.language,
        },
      }),
    );
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownload20Regular />} disabled={exporting}>
          {exporting ? t('export.working') : t('export.button')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('export.title')}</DialogTitle>
            <DialogContent>
              <Field label={t('export.mapTitle')}>
                <Input
                  value={title}
                  placeholder={mapTitle ?? t('titles.default')}
                  maxLength={120}
                  onChange={(_, data) => setTitle(data.value)}
                />
              </Field>
              <Field label={t('export.format')}>
                <RadioGroup
                  value={format}
                  onChange={(_, data) => setFormat(data.value as 'png' | 'pdf')}
                >
                  <Radio value="pdf" label={t('export.pdf')} />
                  <Radio value="png" label={t('export.png')} />
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary">
                {t('export.download')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
