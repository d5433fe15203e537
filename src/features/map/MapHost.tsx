import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useServices } from '../../app/hooks';
import { createMapController } from '../../services/arcgis/mapController';
import { identityBridge } from '../../services/arcgis/identityBridge';
import type {
  BasemapId,
  Extent,
  MapController,
  MapTexts,
  Viewpoint,
} from '../../services/arcgis/types';
import { absoluteUrl, apiBaseUrl } from '../../lib/absoluteUrl';
import {
  identityCancelled,
  identityPromptOpened,
  identitySignedIn,
  identitySignInFailed,
} from '../identityDialog/identityDialogSlice';
import {
  basemapStatusChanged,
  documentFailed,
  documentLoaded,
  layersDiscovered,
  layerStatusChanged,
  mapViewReady,
  mapUpdatingChanged,
  measured,
  measureSketchChanged,
  measureToolFailed,
  selectMap,
  viewChanged,
} from './mapSlice';
import { mapTexts } from './mapTexts';

const Surface = styled.div`
  position: absolute;
  inset: 0;
  .esri-view-surface:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.palette.primary};
    outline-offset: -3px;
  }
`;

export interface MapHostProps {
  initial: { viewpoint: Viewpoint } | { extent: Extent };
  basemap: BasemapId;
  /** The configured portal: sign-in prompts for it become the app's own sign-in. */
  portalUrl: string | null;
}

/**
 * Where the live map lives: creates the map view once, registers it (and the identity bridge)
 * for the sagas, turns its events into store events, and destroys it when the screen goes.
 */
export function MapHost({ initial, basemap, portalUrl }: MapHostProps) {
  // The phases' names are the project screens' (the legend's classes).
  const { t } = useTranslation(['map', 'projects']);
  const dispatch = useAppDispatch();
  const services = useServices();
  const container = useRef<HTMLDivElement>(null);
  const { updating } = useAppSelector(selectMap);
  // The first values only: later changes reach the view through the sagas, never by re-creating it.
  const start = useRef({ initial, basemap });
  // t changes with the language: the texts follow it onto the live map.
  const texts = useMemo(() => mapTexts(t), [t]);
  // The live map and the texts it shows (a map made again takes the latest).
  const live = useRef<{ controller: MapController | null; texts: MapTexts }>({
    controller: null,
    texts,
  });

  useEffect(() => {
    const element = container.current;
    const shown = live.current;
    if (!element) return;
    const portal = portalUrl?.replace(/^https?:/, '');
    const bridge = identityBridge({
      opened: (prompt) =>
        dispatch(
          identityPromptOpened({
            server: prompt.server,
            resource: prompt.resource,
            // A prompt for the department's portal is answered by the app's own sign-in.
            oAuthPrompt:
              prompt.oAuthPrompt ||
              (!!portal && prompt.server.replace(/^https?:/, '').startsWith(portal)),
          }),
        ),
      failed: ({ httpStatus }) =>
        dispatch(
          identitySignInFailed({
            code: 'identity-manager:authentication-failed',
            message: 'Unable to generate token',
            ...(httpStatus ? { status: httpStatus } : {}),
          }),
        ),
      closed: () => dispatch(identitySignedIn()),
    });
    services.map.setIdentity(bridge);
    const controller = createMapController(element, {
      portalUrl,
      servicesUrl: `${apiBaseUrl()}/rest/services`,
      basemap: start.current.basemap,
      initial: start.current.initial,
      // Absolute: the popup's sanitizer keeps only http(s) links.
      detailsPath: absoluteUrl('/projects/details'),
      texts: shown.texts,
      events: {
        viewChanged: (view) => dispatch(viewChanged(view)),
        layerStatusChanged: (change) => dispatch(layerStatusChanged(change)),
        layersDiscovered: (layers) => dispatch(layersDiscovered(layers)),
        documentFailed: (failure) => dispatch(documentFailed(failure)),
        documentLoaded: (document) => dispatch(documentLoaded({ title: document.title })),
        measured: (result) => dispatch(measured(result)),
        measureSketchChanged: (sketch) => dispatch(measureSketchChanged(sketch)),
        measureToolFailed: () => dispatch(measureToolFailed()),
        updatingChanged: (updating) => dispatch(mapUpdatingChanged(updating)),
        basemapStatusChanged: (change) => dispatch(basemapStatusChanged(change)),
      },
    });
    const unregister = services.map.register(controller);
    shown.controller = controller;
    dispatch(mapViewReady());
    return () => {
      shown.controller = null;
      unregister();
      controller.destroy();
      dispatch(identityCancelled());
    };
  }, [dispatch, services, portalUrl]);

  // A new language: the popups, layer titles and legend change in place, the view stays.
  useEffect(() => {
    if (live.current.texts === texts) return;
    live.current.texts = texts;
    live.current.controller?.setTexts(texts);
  }, [texts]);

  // MapView makes its own keyboard-focusable surface inside (arrow keys pan, + and − zoom).
  return <Surface ref={container} aria-label={t('map:mapLabel')} aria-busy={updating} />;
}
