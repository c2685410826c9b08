import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { readDb } from '../db/db';
import type { DemoData, InquiryRecord } from '../db/models';
import { apiUrl, authenticate, handle } from '../http';

// Home page figures, computed from the caller's own data.

type Figure = { key: string; value: number; format: 'count' | 'money' | 'percent'; currency?: string };

const cityLabel = (db: DemoData, place: NonNullable<InquiryRecord['pickup']>) =>
  `${place.city}, ${db.countries.find((c) => c.id === place.countryId)?.iso ?? ''}`;

/** The five newest sent inquiries (drafts have no route yet). */
const recentOf = (db: DemoData, inquiries: InquiryRecord[]) =>
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
              from: cityLabel(db, inq.pickup),
              to: cityLabel(db, inq.delivery),
              shipmentMode: inq.shipmentMode,
              status: inq.status,
              createdAt: inq.createdAt,
              bidCount: db.bids.filter((b) => b.inquiryId === inq.id).length,
            },
          ]
        : [],
    );

export const dashboardHandlers = [
  http.get(
    apiUrl(endpoints.dashboard),
    handle(({ request }) => {
      const { organization, role } = authenticate(request);
      const db = readDb();
      let figures: Figure[];
      let recent;
      if (role === 'IMPORTER') {
        const own = db.inquiries.filter((i) => i.organizationId === organization.id);
        const ownIds = new Set(own.map((i) => i.id));
        const bids = db.bids.filter((b) => ownIds.has(b.inquiryId));
        figures = [
          {
            key: 'activeInquiries',
            value: own.filter((i) => ['active', 'pending', 'under_review'].includes(i.status)).length,
            format: 'count',
          },
          { key: 'bidsReceived', value: bids.length, format: 'count' },
          {
            key: 'awaitingDecision',
            value: bids.filter((b) => b.status === 'PENDING').length,
            format: 'count',
          },
          {
            key: 'shipmentsMoving',
            value: own.filter((i) => ['in_progress', 'approved', 'awarded'].includes(i.status)).length,
            format: 'count',
          },
        ];
        recent = recentOf(db, own);
      } else if (role === 'LOGISTIC') {
        const mine = db.bids.filter((b) => b.organizationId === organization.id);
        const won = mine.filter((b) => ['APPROVED', 'DELIVERED', 'COMPLETED'].includes(b.status)).length;
        const decided = mine.filter((b) => b.status !== 'PENDING').length;
        const open = db.inquiries.filter((i) => ['active', 'pending', 'under_review'].includes(i.status));
        figures = [
          { key: 'openInquiries', value: open.length, format: 'count' },
          { key: 'bidsPending', value: mine.filter((b) => b.status === 'PENDING').length, format: 'count' },
          { key: 'bidsWon', value: won, format: 'count' },
          { key: 'winRate', value: decided === 0 ? 0 : Math.round((won / decided) * 100), format: 'percent' },
        ];
        recent = recentOf(db, open);
      } else {
        const volume = db.transactions
          .filter((t) => t.status === 'succeeded' || t.status === 'paid')
          .reduce((sum, t) => sum + t.amount, 0);
        figures = [
          {
            key: 'organizations',
            value: db.organizations.filter((o) => o.organizationType !== 'ADMIN').length,
            format: 'count',
          },
          { key: 'inquiries', value: db.inquiries.length, format: 'count' },
          { key: 'bids', value: db.bids.length, format: 'count' },
          { key: 'paymentVolume', value: Math.round(volume * 100) / 100, format: 'money', currency: 'USD' },
        ];
        recent = recentOf(db, db.inquiries);
      }
      return HttpResponse.json({ role, figures, recent });
    }),
  ),
];
