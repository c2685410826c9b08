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
