import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectConfig } from '../shell/appSlice';
import { MapHost } from './MapHost';
import { mapRequestOf } from './mapLinks';
import { mapClosed, mapOpened, selectMap } from './mapSlice';
import { MapToolbar } from './components/MapToolbar';
import { MapSidePanel } from './components/MapSidePanel';
import { MapOverlays } from './components/MapOverlays';

const Screen = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 480px;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

const MapArea = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

/**
 * /map, /map/wid/{wid} (a portal web map), /map/sid/{sid} (a saved map) and /map/cid/{cid}
 * (the default map with one portal content item): one screen, one chunk, the only one with
 * @arcgis/core. The address decides what is opened; the sagas open it on the live map.
 */
export function MapScreen() {
  const dispatch = useAppDispatch();
  const params = useParams();
  const { search } = useLocation();
  const config = useAppSelector(selectConfig);
  const map = useAppSelector(selectMap);
  const [panelOpen, setPanelOpen] = useState(true);
  const request = useMemo(
    () => mapRequestOf(params, new URLSearchParams(search)),
    // The route parameters as values: a new object every render must not reopen the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params.wid, params.sid, params.cid, search],
  );

  useEffect(() => {
    dispatch(mapOpened(request));
  }, [dispatch, request]);
  useEffect(() => () => void dispatch(mapClosed()), [dispatch]);

  const initial = request.viewpoint
    ? { viewpoint: request.viewpoint }
    : { extent: config?.map.extent ?? ([-125, 24, -66, 50] as [number, number, number, number]) };

  return (
    <Screen>
      <MapToolbar
        document={request.document}
        title={map.title}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((open) => !open)}
      />
      <Body>
        {panelOpen && <MapSidePanel />}
        <MapArea>
          <MapHost
            initial={initial}
            basemap={request.basemap ?? map.basemap}
            portalUrl={config?.portal.url ?? null}
          />
          <MapOverlays />
        </MapArea>
      </Body>
    </Screen>
  );
}
