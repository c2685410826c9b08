import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Vitest (msw/node). */
export const server = setupServer(...handlers);
