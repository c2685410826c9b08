import { http } from 'msw';
import { BID_TABS, type Language } from '@/config/enums';
import { endpoints } from '@/config/endpoints';
import { LOST_BID_STATUSES, paidVolumeByCurrency, wonBidsOf } from '../db/billing-ledger';
import type { DemoData, InquiryRecord } from '../db/models';
import { apiUrl, authedRead, languageOf } from '../http';
import { cityNameIn } from '../db/places';
import { visibleToCarrier } from '../inquiry-access';
import { filterInquiries } from '../inquiry-filters';

type Figure = { key: string; value: number; format: 'count' | 'money' | 'percent'; currency?: string };

const listed = (db: DemoData, rows: InquiryRecord[], params: Record<string, string> = {}) =>
  filterInquiries(db, rows, new URL(`http://list/?${new URLSearchParams(params).toString()}`)).length;

const cityLabel = (db: DemoData, place: NonNullable<InquiryRecord['pickup']>, language: Language) =>
  `${cityNameIn(db, place, language)}, ${db.countries.find((c) => c.id === place.countryId)?.iso ?? ''}`;

const recentOf = (db: DemoData, inquiries: InquiryRecord[], language: Language) =>
  inquiries
    .filter((inq) => inq.status !== 'draft')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 5)
    .flatMap((inq) =>
      inq.pickup && inq.delivery && inq.shipmentMode
        ? [
            {
              id: inq.id,
              inquiryCode: inq.inquiryCode,
              from: cityLabel(db, inq.pickup, language),
              to: cityLabel(db, inq.delivery, language),
              shipmentMode: inq.shipmentMode,
              status: inq.status,
              createdAt: inq.createdAt,
              bidCount: db.bids.filter((b) => b.inquiryId === inq.id).length,
            },
          ]
        : [],
    );

function importerHome(db: DemoData, organizationId: number, language: Language) {
  const own = db.inquiries.filter((i) => i.organizationId === organizationId);
  const sent = new Set(own.filter((i) => i.status !== 'draft').map((i) => i.id));
  const figures: Figure[] = [
    { key: 'ongoingInquiries', value: listed(db, own, { tab: 'ongoing' }), format: 'count' },
    { key: 'verifiedInquiries', value: listed(db, own, { tab: 'verified' }), format: 'count' },
    { key: 'onHoldInquiries', value: listed(db, own, { tab: 'onHold' }), format: 'count' },
    { key: 'draftInquiries', value: listed(db, own, { tab: 'incomplete' }), format: 'count' },
    {
      key: 'awaitingDecision',
      value: db.bids.filter((b) => sent.has(b.inquiryId) && b.status === 'PENDING').length,
      format: 'count',
    },
  ];
  return { figures, recent: recentOf(db, own, language) };
}

function carrierHome(db: DemoData, organizationId: number, language: Language) {
  const visible = db.inquiries.filter((i) => i.status !== 'draft' && visibleToCarrier(db, i, organizationId));
  const mine = db.bids.filter((b) => b.organizationId === organizationId);
  const pending: readonly string[] = BID_TABS.pending;
  const won = wonBidsOf(db, organizationId).length;
  const lost = mine.filter((b) => LOST_BID_STATUSES.includes(b.status)).length;
  const figures: Figure[] = [
    { key: 'openInquiries', value: listed(db, visible), format: 'count' },
    { key: 'bidsPending', value: mine.filter((b) => pending.includes(b.status)).length, format: 'count' },
    { key: 'bidsWon', value: won, format: 'count' },
    {
      key: 'winRate',
      value: won + lost === 0 ? 0 : Math.round((won / (won + lost)) * 100),
      format: 'percent',
    },
  ];
  return { figures, recent: recentOf(db, visible, language) };
}

function adminHome(db: DemoData, language: Language) {
  const figures: Figure[] = [
    {
      key: 'organizations',
      value: db.organizations.filter((o) => o.organizationType !== 'ADMIN').length,
      format: 'count',
    },
    { key: 'inquiries', value: listed(db, db.inquiries), format: 'count' },
    { key: 'bids', value: db.bids.length, format: 'count' },
    ...paidVolumeByCurrency(db).map(({ currency, value }): Figure => ({
      key: 'paymentVolume',
      value,
      format: 'money',
      currency,
    })),
  ];
  return { figures, recent: recentOf(db, db.inquiries, language) };
}

export const dashboardHandlers = [
  http.get(
    apiUrl(endpoints.dashboard),
    authedRead(undefined, ({ request, auth: { organization, role }, db }) => {
      const language = languageOf(request);
      const home =
        role === 'IMPORTER'
          ? importerHome(db, organization.id, language)
          : role === 'LOGISTIC'
            ? carrierHome(db, organization.id, language)
            : adminHome(db, language);
      return { role, ...home };
    }),
  ),
];
