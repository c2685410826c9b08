export const ORGANIZATION_TYPES = ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
