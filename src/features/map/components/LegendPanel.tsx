import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/hooks';

/**
 * The legend of the layers shown, drawn by the mapping library from their renderers. If its code
 * cannot be fetched, it says so; opening the tab again tries again.
 */
export function LegendPanel() {
  const { t } = useTranslation('map');
  const { map } = useServices();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    void map.whenReady().then((controller) => {
      if (!gone && element.current) {
        detach = controller.attachLegend(element.current, () => {
          if (!gone) setFailed(true);
        });
      }
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [map]);
  return (
    <>
      {failed && <p role="alert">{t('legend.loadFailed')}</p>}
      <div ref={element} />
    </>
  );
}
