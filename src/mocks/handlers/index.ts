import { http, HttpResponse } from 'msw';
import { apiUrl } from '../http';
import { attachmentHandlers } from './attachments';
import { authHandlers } from './auth';
import { bidListHandlers } from './bid-lists';
import { bidOfferHandlers } from './bid-offers';
import { bidsHandlers } from './bids';
import { countryHandlers } from './countries';
import { dashboardHandlers } from './dashboard';
import { inquiryHandlers } from './inquiries';
import { demoHandlers } from './demo';
import { organizationHandlers } from './organizations';
import { billingHandlers } from './billing';
import { mailHandlers } from './mail';
import { routeHandlers } from './routes';
import { statisticsHandlers } from './statistics';
import { promoCodeHandlers } from './promo-codes';
import { memberHandlers } from './members';
import { profileHandlers } from './profile';
import { activityHandlers } from './activities';
import { trackingHandlers } from './tracking';
import { deadlineHandlers } from './deadlines';
import { exchangeRateHandlers } from './exchange-rates';
import { ratingHandlers } from './ratings';
import { notificationHandlers } from './notifications';

export const handlers = [
  ...deadlineHandlers,
  ...authHandlers,
  ...dashboardHandlers,
  ...countryHandlers,
  ...memberHandlers,
  ...activityHandlers,
  ...organizationHandlers,
  ...profileHandlers,
  ...billingHandlers,
  ...promoCodeHandlers,
  ...mailHandlers,
  ...statisticsHandlers,
  ...routeHandlers,
  ...bidsHandlers,
  ...bidOfferHandlers,
  ...bidListHandlers,
  ...trackingHandlers,
  ...exchangeRateHandlers,
  ...ratingHandlers,
  ...notificationHandlers,
  ...inquiryHandlers,
  ...attachmentHandlers,
  ...demoHandlers,
  http.all(apiUrl('/*'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
];
