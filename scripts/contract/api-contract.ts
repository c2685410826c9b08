import { bidCalls } from './bid-calls';
import { billingCalls } from './billing-calls';
import type { ContractEndpoint } from './contract-types';
import { inquiryCalls } from './inquiry-calls';
import { insightCalls } from './insight-calls';
import { messageCalls } from './message-calls';
import { organizationCalls } from './organization-calls';
import { referenceCalls } from './reference-calls';
import { sessionCalls } from './session-calls';

// Nothing in the app imports this: the screens load only their own fetchers.

export const apiContract: readonly ContractEndpoint[] = [
  ...sessionCalls,
  ...organizationCalls,
  ...referenceCalls,
  ...inquiryCalls,
  ...bidCalls,
  ...billingCalls,
  ...messageCalls,
  ...insightCalls,
];
