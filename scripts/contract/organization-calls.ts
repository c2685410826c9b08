import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { carrierProfileAnswerSchema, carrierProfileInputSchema } from '@/features/carrier-profile/schemas';
import { carrierRowSchema } from '@/features/inquiries/api/get-carriers';
import {
  memberCreateSchema,
  memberPageSchema,
  memberSchema,
  memberStatusSchema,
  memberUpdateSchema,
} from '@/features/members/schemas';
import { activityPageSchema } from '@/features/activities/schemas';
import {
  adminOrganizationEditSchema,
  organizationEditSchema,
  suspensionSchema,
} from '@/features/organizations/schemas';
import { currentOrganizationSchema, organizationSchema } from '@/lib/organizations/organization-schema';
import { pageSchema } from '@/lib/page';
import { type ContractEndpoint, designed, MEMBERS, spec } from './contract-types';
import { day, id, paging, text } from './query-fields';

const ADMIN = ['ADMIN'] as const;

export const organizationCalls: ContractEndpoint[] = [
  spec('getCurrentOrganization', 'GET', endpoints.organization.current, MEMBERS, {
    summary: "The caller's organisation",
    answer: currentOrganizationSchema,
  }),
  spec('updateCurrentOrganization', 'PUT', endpoints.organization.current, MEMBERS, {
    summary: "Edit the caller's organisation (answer not read)",
    body: organizationEditSchema,
  }),
  spec('getOrganizations', 'GET', endpoints.organization.list, ADMIN, {
    summary: 'Every organisation, a page at a time',
    query: z.object({
      ...paging,
      search: text(),
      type: text('IMPORTER | LOGISTIC'),
      status: text('active | suspended'),
    }),
    answer: pageSchema(organizationSchema),
  }),
  spec('getOrganization', 'GET', endpoints.organization.one('{id}'), ADMIN, {
    summary: 'One organisation',
    answer: organizationSchema,
    idFrom: { call: 'getOrganizations', field: 'id' },
  }),
  spec('updateOrganization', 'PUT', endpoints.organization.one('{id}'), ADMIN, {
    summary: "An importer's organisation, edited by an admin (answer not read)",
    body: adminOrganizationEditSchema,
  }),
  spec('getCarriers', 'GET', endpoints.organization.logisticList, ['IMPORTER', 'ADMIN'], {
    summary: 'The active carriers an importer may send an inquiry to',
    answer: pageSchema(carrierRowSchema),
  }),
  spec('updateLogisticOrganization', 'PUT', endpoints.organization.logisticUpdate('{id}'), ADMIN, {
    summary: "A carrier's organisation, edited by an admin (answer not read)",
    body: adminOrganizationEditSchema,
  }),
  designed('updateSuspension', 'PUT', endpoints.organization.suspension('{id}'), ADMIN, {
    summary: 'Suspend an organisation or lift it (answer not read)',
    body: suspensionSchema,
  }),
  designed('getCarrierProfile', 'GET', endpoints.organization.carrierProfile, ['LOGISTIC'], {
    summary: "The carrier's profile and whether it is complete enough to bid",
    answer: carrierProfileAnswerSchema,
  }),
  designed('updateCarrierProfile', 'PUT', endpoints.organization.carrierProfile, ['LOGISTIC'], {
    summary: "Save the carrier's profile",
    body: carrierProfileInputSchema,
    answer: carrierProfileAnswerSchema,
  }),
  designed('getMembers', 'GET', endpoints.organization.members, MEMBERS, {
    summary: "The people of the caller's organisation",
    query: z.object({ ...paging, search: text(), status: text() }),
    answer: memberPageSchema,
  }),
  designed('addMember', 'POST', endpoints.organization.members, MEMBERS, {
    summary: 'Add a person with a temporary password',
    body: memberCreateSchema,
    answer: memberSchema,
  }),
  designed('getMember', 'GET', endpoints.organization.member('{id}'), MEMBERS, {
    summary: 'One member',
    answer: memberSchema,
    idFrom: { call: 'getMembers', field: 'id' },
  }),
  designed('updateMember', 'PUT', endpoints.organization.member('{id}'), MEMBERS, {
    summary: "Edit a member's name and email",
    body: memberUpdateSchema,
    answer: memberSchema,
  }),
  designed('updateMemberStatus', 'PUT', endpoints.organization.memberStatus('{id}'), MEMBERS, {
    summary: 'Activate or deactivate a member',
    body: memberStatusSchema,
    answer: memberSchema,
  }),
  designed('getActivities', 'GET', endpoints.organization.activities, MEMBERS, {
    summary: "The organisation's activity timeline",
    query: z.object({ ...paging, startDate: day(), endDate: day(), userId: id(), type: text() }),
    answer: activityPageSchema,
  }),
];
