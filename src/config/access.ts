import type { OrganizationType } from './enums';

// Who may enter what (spec §2 'Access by role', §6). The route table reads these groups;
// per-action checks sit beside them so components never compare role strings themselves.

export const ROLE_GROUPS = {
  anyRole: ['IMPORTER', 'LOGISTIC', 'ADMIN'],
  importerOrLogistic: ['IMPORTER', 'LOGISTIC'],
  logisticOnly: ['LOGISTIC'],
  importerOnly: ['IMPORTER'],
  adminOnly: ['ADMIN'],
  // /bids is the carrier's own bids and the admin's every bid (spec §2 lists it under both roles);
  // an invoice is read by the carrier that paid it and by an admin.
  logisticOrAdmin: ['LOGISTIC', 'ADMIN'],
  // /bids-summary: the importer's report on its inquiries; an admin sees it for the whole market.
  importerOrAdmin: ['IMPORTER', 'ADMIN'],
} as const satisfies Record<string, readonly OrganizationType[]>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

export function isAllowed(role: OrganizationType | null | undefined, allowed: readonly OrganizationType[]) {
  return role != null && allowed.includes(role);
}

/** Only an importer sees accept and cancel on bids (spec §6). */
export const canAcceptBid = (role: OrganizationType | null | undefined) => role === 'IMPORTER';
/** Only a carrier bids (spec §6). */
export const canBid = (role: OrganizationType | null | undefined) => role === 'LOGISTIC';
