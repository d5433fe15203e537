import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectConfig } from '../shell/appSlice';

/**
 * The browser tab's title while a help page is shown: `Page · Information & Support · TIMS`;
 * the title before it comes back when the page goes.
 */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation('screens');
  const product = useAppSelector(selectConfig)?.product.name ?? 'TIMS';
  const section = t('support.title');
  useEffect(() => {
    const before = document.title;
    document.title = [page, section, product].filter(Boolean).join(' · ');
    return () => {
      document.title = before;
    };
  }, [page, section, product]);
}
