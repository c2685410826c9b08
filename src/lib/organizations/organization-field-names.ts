// The organisation's field names as a backend written from the spec may give them: the spec fixes
// five (organizaName, phoneNumber, orgRegNumber, countryCode, orgOfficialMail, 'shown in the form as
// emailAddress') and names the rest loosely ('company type', 'temporary suspension status',
// 'creation date'). Each field the app reads, with the other names it accepts, in order; the app's
// name always wins. The one table for organisations; docs/api.md lists it.

export const ORGANIZATION_FIELD_NAMES = {
  id: ['organizationId', 'orgId'],
  organizaName: ['organizationName', 'companyName', 'name'],
  organizationType: ['companyType', 'type', 'orgType'],
  orgRegNumber: ['registrationNumber', 'regNumber', 'taxNumber'],
  phoneNumber: ['phone'],
  countryCode: ['countryId'],
  orgOfficialMail: ['emailAddress', 'officialMail', 'email'],
  activity: ['activityType'],
  suspended: ['temporarySuspension', 'temporarilySuspended', 'isSuspended'],
  createdAt: ['creationDate', 'createdDate', 'createDate'],
} as const;
