import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The side-effect services the sagas use, for the few components that must hand them a live
 * object (the map screen registers its map view here for the sagas to reach).
 */
export function useServices(): AppStore['services'] {
  return useStore.withTypes<AppStore>()().services;
}
