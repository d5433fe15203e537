import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { locationChanged } from './routerEvents';

/** Turns router location changes into the `router/locationChanged` event. */
export function LocationReporter() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  useEffect(() => {
    dispatch(locationChanged({ pathname, search }));
  }, [dispatch, pathname, search]);
  return null;
}
