import { useEffect, useRef } from 'react';
import { useServices } from '../../../app/hooks';

/** The legend of the layers shown, drawn by the mapping library from their renderers. */
export function LegendPanel() {
  const { map } = useServices();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    void map.whenReady().then((controller) => {
      if (!gone && element.current) detach = controller.attachLegend(element.current);
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [map]);
  return <div ref={element} />;
}
