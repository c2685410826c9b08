import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../router';
import { signedInScreens } from './signed-in';

/**
 * The whole route table at once, the signed-in screens in place: for tests that read the table's
 * shape (matchRoutes, its paths, its guards). The app patches the screens in on demand (router.tsx).
 */
export const routes: RouteObject[] = appRoutes(signedInScreens());
