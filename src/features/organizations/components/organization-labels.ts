import { orMissing } from '@/lib/display';
import type { TFunction } from 'i18next';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import type { Organization } from '../schemas';

/** The company type's name in the user's language; an unknown type shows its code. */
export const organizationTypeLabel = (t: TFunction, type: Organization['organizationType']) =>
  isKnown(ORGANIZATION_TYPES, type) ? t(`nav:roles.${type}`) : orMissing(t, type);

export const organizationName = (t: TFunction, organization: Pick<Organization, 'organizaName'>) =>
  orMissing(t, organization.organizaName);
