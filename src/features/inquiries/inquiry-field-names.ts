// The inquiry's field names as a backend written from the spec may give them: the spec names most
// of them only loosely ('creation date', 'order status, current status', 'lost reason', 'load id', 'pickup city').
// Each field the app reads, with the other names it accepts, in order; the app's name always wins.
// The one table for inquiries (lists and details alike); docs/api.md lists it.

export const INQUIRY_FIELD_NAMES = {
  id: ['inquiryId', 'loadId'],
  inquiryCode: ['code', 'loadCode'],
  status: ['inquiryStatus', 'orderStatus', 'currentStatus'],
  createdAt: ['creationDate', 'createdDate', 'createDate', 'dateCreated'],
  updatedAt: ['updatedDate', 'lastModifiedDate', 'modifiedAt'],
  organizationName: ['companyName', 'importerName', 'organizaName'],
  shipmentMode: ['transportMode', 'modeOfTransport', 'mot'],
  commodityType: ['commodity', 'productType'],
  bidCount: ['bidsCount', 'offerCount', 'offersCount'],
  biddingClosesAt: ['biddingDeadline', 'deadline'],
  statusReason: ['lostReason', 'reason'],
  incoterms: ['incoterm'],
  notes: ['note'],
  description: ['product'],
  // The spec lists truck and container types among the goods; the app asks them once per inquiry.
  truckType: ['goods.0.truckType'],
  containerType: ['goods.0.containerType'],
  // The spec's flat place fields ('pickup city, pickup date, pickup country'), read into the places.
  'pickup.city': ['pickupCity'],
  'pickup.countryName': ['pickupCountry'],
  'pickup.date': ['pickupDate'],
  'delivery.city': ['deliveryCity'],
  'delivery.countryName': ['deliveryCountry'],
  'delivery.date': ['deliveryDate'],
} as const;
