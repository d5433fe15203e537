import {
  Button,
  Field,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
} from '@fluentui/react-components';
import { Copy20Regular, Share20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { absoluteUrl } from '../../../lib/absoluteUrl';
import { copyRequested } from '../../shell/clipboardEvents';
import { shareablePath } from '../mapLinks';
import { selectMap } from '../mapSlice';

/** A link that opens this map as it is now: the same document, extent, layers and basemap. */
export function ShareButton() {
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const map = useAppSelector(selectMap);
  const link = absoluteUrl(shareablePath(map));
  return (
    <Popover trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<Share20Regular />}>{t('share.button')}</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('share.title')}>
        <Field label={t('share.link')} hint={t('share.hint')}>
          <Input readOnly value={link} onFocus={(event) => event.target.select()} />
        </Field>
        <Button
          appearance="primary"
          icon={<Copy20Regular />}
          onClick={() => dispatch(copyRequested({ text: link }))}
        >
          {t('share.copy')}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
