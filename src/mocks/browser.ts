import { setupWorker } from 'msw/browser';
import { configureDemo } from './config';
import { handlers } from './handlers';

/** Starts the demo backend inside the browser. Only demo builds import this file. */
export async function startDemoBackend(options: { accessTokenTtlSeconds: number }) {
  configureDemo(options);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
