import { createBrowserRouter } from 'react-router-dom';
import { BASE_PATH } from '../lib/basePath';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: BASE_PATH });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
