import { lazyRoute } from './lazy-route';

export const queryLayer = () => lazyRoute(() => import('../layouts/query-layer'), 'QueryLayer');
