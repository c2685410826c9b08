// The bids report's field names as a backend written from the spec may give them: the spec names no
// field of the report ('query params | report'), and a Spring service most likely answers flat
// counts (totalBids, approvedBids...). Each is read into the report's totals; the app's name wins.
// The one table for the report; docs/api.md lists it.

export const BID_REPORT_FIELD_NAMES = {
  'totals.received': ['totalBids', 'bidsReceived', 'receivedBids', 'received', 'bidCount'],
  'totals.accepted': ['approvedBids', 'acceptedBids', 'accepted', 'approved'],
  'totals.pending': ['pendingBids', 'pending'],
  'totals.lost': ['rejectedBids', 'lostBids', 'lost', 'rejected'],
} as const;
