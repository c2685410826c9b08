import { http, HttpResponse } from 'msw';

/** Path prefixes (after /api) of every endpoint of the switchable features, item paths included. */
export const DESIGNED_FEATURE_PATHS: readonly RegExp[] = [
  /^\/dashboard$/,
  /^\/statistics$/,
  /^\/mail(\/|$)/,
  /^\/billing(\/|$)/,
  /^\/promo-codes(\/|$)/,
  /^\/route-offers(\/|$)/,
  /^\/routes\/lanes$/,
  /^\/organization\/activities$/,
  /^\/organization\/members(\/|$)/,
  /^\/bids\/history\/[^/]+$/,
  /^\/inquiries\/[^/]+\/activity$/,
  /^\/users\/me(\/password)?$/,
  /^\/logistic\/profile$/,
  /^\/bids\/mine\/[^/]+$/,
  /^\/bids\/update\/[^/]+$/,
  /^\/bids$/,
  /^\/organization\/[^/]+\/suspension$/,
  /^\/inquiries\/[^/]+\/tracking-link$/,
  /^\/tracking\/[^/]+$/,
  /^\/inquiries\/[^/]+\/deadline$/,
  /^\/exchange-rates$/,
  /^\/inquiries\/[^/]+\/rating$/,
  /^\/logistic\/ratings$/,
  /^\/notifications(\/|$)/,
];

/** Whether the switch answers 404 for this URL (the importer's inquiries, sign-in and the spec's calls stay). */
export const isSwitchedOff = (url: string) => {
  const path = new URL(url).pathname.replace(/^\/api(?=\/)/, '');
  return DESIGNED_FEATURE_PATHS.some((pattern) => pattern.test(path));
};

export const designedOffHandlers = [
  http.all(/\/api\//, ({ request }) => {
    if (!isSwitchedOff(request.url)) return undefined;
    return HttpResponse.json(
      {
        timestamp: new Date().toISOString(),
        status: 404,
        error: 'Not Found',
        path: new URL(request.url).pathname,
      },
      { status: 404 },
    );
  }),
];
