export const BID_REPORT_FIELD_NAMES = {
  'totals.received': ['totalBids', 'bidsReceived', 'receivedBids', 'received', 'bidCount'],
  'totals.accepted': ['approvedBids', 'acceptedBids', 'accepted', 'approved'],
  'totals.pending': ['pendingBids', 'pending'],
  'totals.lost': ['rejectedBids', 'lostBids', 'lost', 'rejected'],
} as const;
