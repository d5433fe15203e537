import {
  Button,
  Menu,
  MenuButton,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { StandardMap } from '../../../contracts/standardMaps';
import { useMapFormat } from '../../components/standardMaps/useMapFormat';

/**
 * Download the current edition's PDF: one link, or, when it comes in several page sizes
 * (tabloid and letter), a menu of them with their sizes.
 */
export function MapDownloads({ map }: { map: StandardMap }) {
  const { t } = useTranslation('standardMaps');
  const format = useMapFormat();
  const files = map.edition.files;
  const label = t('card.downloadLabel', { title: map.title });
  if (files.length <= 1) {
    return (
      <Button
        as="a"
        href={files[0]?.downloadUrl}
        size="small"
        icon={<ArrowDownload20Regular />}
        aria-label={label}
      >
        {t('card.download')}
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton size="small" aria-label={label}>
          {t('card.download')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {files.map((file) => (
            <MenuItemLink key={file.downloadUrl} href={file.downloadUrl}>
              {t('card.downloadSize', {
                size: format.pageSize(file.pageSize),
                bytes: format.fileSize(file.bytes),
              })}
            </MenuItemLink>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
