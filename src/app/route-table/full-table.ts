import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../router';
import { otherPages } from './other-pages';
import { SIGNED_IN_SHELL_ID } from './patch-points';
import { signedInScreens } from './signed-in';

/** The whole table, every patched route in place: for tests that read its shape. */
export const routes: RouteObject[] = appRoutes({ ...otherPages(), [SIGNED_IN_SHELL_ID]: signedInScreens() });
