import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useServices } from '../../app/hooks';
import { signInRequested } from '../portal/portalSlice';
import { IdentityDialog } from './IdentityDialog';
import { selectIdentityDialog } from './identityDialogSlice';

/**
 * The sign-in dialog wired to whoever asked: @arcgis/core's identity bridge (a protected layer
 * or portal item of a map). A username and password go to the bridge; for the department's
 * portal (an OAuth prompt) the app signs the visitor in itself and brings them back here.
 */
export function IdentityPrompt() {
  const dispatch = useAppDispatch();
  const { map } = useServices();
  const { pathname, search } = useLocation();
  const { oAuthPrompt } = useAppSelector(selectIdentityDialog);
  return (
    <IdentityDialog
      onSubmit={(credentials) => {
        if (credentials) map.identity()?.submit(credentials);
        else if (oAuthPrompt) dispatch(signInRequested({ returnTo: `${pathname}${search}` }));
      }}
      onCancel={() => map.identity()?.cancel()}
    />
  );
}
