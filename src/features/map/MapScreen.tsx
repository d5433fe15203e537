import { useParams } from 'react-router-dom';
import { ScreenIntro } from '../../components/ScreenIntro';

/**
 * /map, /map/wid/{wid} (a portal web map), /map/sid/{sid} (a saved map) and /map/cid/{cid}
 * (the default map with one portal content item): one screen, one chunk.
 */
export function MapScreen() {
  const { wid, sid, cid } = useParams();
  if (wid) return <ScreenIntro screen="map.webMap" values={{ id: wid }} />;
  if (sid) return <ScreenIntro screen="map.savedMap" values={{ id: sid }} />;
  if (cid) return <ScreenIntro screen="map.contentItem" values={{ id: cid }} />;
  return <ScreenIntro screen="map.default" />;
}
