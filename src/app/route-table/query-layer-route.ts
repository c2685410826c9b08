import { lazyRoute } from './lazy-route';

/** The server cache around the screens below it (layouts/query-layer.tsx). */
export const queryLayer = () => lazyRoute(() => import('../layouts/query-layer'), 'QueryLayer');
