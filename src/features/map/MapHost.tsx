import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useServices } from '../../app/hooks';
import { createMapController } from '../../services/arcgis/mapController';
import { identityBridge } from '../../services/arcgis/identityBridge';
import type { BasemapId, Extent, Viewpoint } from '../../services/arcgis/types';
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
  selectMap,
  viewChanged,
} from './mapSlice';

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
  const { t } = useTranslation('map');
  const dispatch = useAppDispatch();
  const services = useServices();
  const container = useRef<HTMLDivElement>(null);
  const { updating } = useAppSelector(selectMap);
  // The first values only: later changes reach the view through the sagas, never by re-creating it.
  const start = useRef({ initial, basemap, t });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { t: translate } = start.current;
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
      labels: {
        phase: translate('popup.phase'),
        workType: translate('popup.workType'),
        counties: translate('popup.counties'),
        routes: translate('popup.routes'),
        saleDate: translate('popup.saleDate'),
        estimatedCost: translate('popup.estimatedCost'),
        details: translate('popup.details'),
      },
      events: {
        viewChanged: (view) => dispatch(viewChanged(view)),
        layerStatusChanged: (change) => dispatch(layerStatusChanged(change)),
        layersDiscovered: (layers) => dispatch(layersDiscovered(layers)),
        documentFailed: (failure) => dispatch(documentFailed(failure)),
        documentLoaded: (document) => dispatch(documentLoaded({ title: document.title })),
        measured: (result) => dispatch(measured(result)),
        updatingChanged: (updating) => dispatch(mapUpdatingChanged(updating)),
        basemapStatusChanged: (change) => dispatch(basemapStatusChanged(change)),
      },
    });
    const unregister = services.map.register(controller);
    dispatch(mapViewReady());
    return () => {
      unregister();
      controller.destroy();
      dispatch(identityCancelled());
    };
  }, [dispatch, services, portalUrl]);

  // MapView makes its own keyboard-focusable surface inside (arrow keys pan, + and − zoom).
  return <Surface ref={container} aria-label={t('mapLabel')} aria-busy={updating} />;
}
