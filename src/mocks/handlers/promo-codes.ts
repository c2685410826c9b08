import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { promoCodeInputSchema } from '@/features/promo-codes/schemas';
import { readDb, writeDb } from '../db/db';
import type { DemoData, PromoCodeRecord } from '../db/models';
import { apiUrl, authenticate, fail, handle, HttpError, readBody } from '../http';
import { message } from '../messages';
import { paginate } from '../paginate';
import { todayApiDate } from '@/lib/dates';

// Promo codes and vouchers (admin). A code's state is derived: expired after its last day or by
// hand, used up at its limit, otherwise active.

export function promoState(promo: PromoCodeRecord, today = todayApiDate()) {
  if (promo.expiredByHand || promo.expiresAt < today) return 'expired' as const;
  if (promo.usedCount >= promo.maxUses) return 'used_up' as const;
  return 'active' as const;
}

const toDto = (promo: PromoCodeRecord) => {
  const { expiredByHand, ...rest } = promo;
  void expiredByHand;
  return { ...rest, state: promoState(promo) };
};

function find(request: Request, db: DemoData, id: unknown) {
  const promo = db.promoCodes.find((p) => p.id === Number(id));
  if (!promo) throw fail(request, 404, 'notFound');
  return promo;
}

function assertCodeFree(request: Request, db: DemoData, code: string, exceptId?: number) {
  if (db.promoCodes.some((p) => p.code === code && p.id !== exceptId))
    throw new HttpError(409, message(request, 'promoExists'), { code: message(request, 'promoExists') });
}

export const promoCodeHandlers = [
  http.get(
    apiUrl(endpoints.promoCodes.list),
    handle(({ request }) => {
      authenticate(request, ['ADMIN']);
      const url = new URL(request.url);
      const search = (url.searchParams.get('search') ?? '').trim().toUpperCase();
      const state = url.searchParams.get('state');
      const rows = readDb()
        .promoCodes.filter((p) => !search || p.code.includes(search))
        .map(toDto)
        .filter((p) => !state || p.state === state)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(paginate(rows, url));
    }),
  ),

  http.post(
    apiUrl(endpoints.promoCodes.list),
    handle(async ({ request }) => {
      authenticate(request, ['ADMIN']);
      const body = await readBody(request, promoCodeInputSchema);
      const created = writeDb((db) => {
        assertCodeFree(request, db, body.code);
        const promo: PromoCodeRecord = {
          id: db.promoCodes.reduce((max, p) => Math.max(max, p.id), 0) + 1,
          ...body,
          currency: body.kind === 'DISCOUNT' ? body.currency : null,
          createdAt: new Date().toISOString(),
          usedCount: 0,
          expiredByHand: false,
        };
        db.promoCodes.push(promo);
        return toDto(promo);
      });
      return HttpResponse.json(created, { status: 201 });
    }),
  ),

  http.put(
    apiUrl(endpoints.promoCodes.one(':id')),
    handle(async ({ request, params }) => {
      authenticate(request, ['ADMIN']);
      const body = await readBody(request, promoCodeInputSchema);
      return HttpResponse.json(
        writeDb((db) => {
          const promo = find(request, db, params.id);
          assertCodeFree(request, db, body.code, promo.id);
          Object.assign(promo, body, { currency: body.kind === 'DISCOUNT' ? body.currency : null });
          // A new last day in the future brings a code expired by hand back.
          if (body.expiresAt >= todayApiDate()) promo.expiredByHand = false;
          return toDto(promo);
        }),
      );
    }),
  ),

  http.post(
    apiUrl(endpoints.promoCodes.expire(':id')),
    handle(({ request, params }) => {
      authenticate(request, ['ADMIN']);
      return HttpResponse.json(
        writeDb((db) => {
          const promo = find(request, db, params.id);
          promo.expiredByHand = true;
          return toDto(promo);
        }),
      );
    }),
  ),
];
