import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { promoCodeInputSchema } from '@/features/promo-codes/schemas';
import { nextId } from '../db/db';
import type { DemoData, PromoCodeRecord } from '../db/models';
import { apiUrl, authedWrite, fail, failOn, authedRead } from '../http';
import { newestFirst, paginate } from '../paginate';
import { todayApiDate } from '@/lib/dates';

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
    throw failOn(request, 409, 'promoExists', 'code');
}

export const promoCodeHandlers = [
  http.get(
    apiUrl(endpoints.promoCodes.list),
    authedRead(['ADMIN'], ({ db, url }) => {
      const search = (url.searchParams.get('search') ?? '').trim().toUpperCase();
      const state = url.searchParams.get('state');
      const rows = db.promoCodes
        .map(toDto)
        .filter((p) => (!search || p.code.includes(search)) && (!state || p.state === state));
      return paginate(rows.sort(newestFirst), url);
    }),
  ),

  http.post(
    apiUrl(endpoints.promoCodes.list),
    authedWrite(
      ['ADMIN'],
      promoCodeInputSchema,
      ({ request, body, db }) => {
        assertCodeFree(request, db, body.code);
        const promo: PromoCodeRecord = {
          id: nextId(db.promoCodes),
          ...body,
          currency: body.kind === 'DISCOUNT' ? body.currency : null,
          createdAt: new Date().toISOString(),
          usedCount: 0,
          expiredByHand: false,
        };
        db.promoCodes.push(promo);
        return toDto(promo);
      },
      201,
    ),
  ),

  http.put(
    apiUrl(endpoints.promoCodes.one(':id')),
    authedWrite(['ADMIN'], promoCodeInputSchema, ({ request, params, body, db }) => {
      const promo = find(request, db, params.id);
      assertCodeFree(request, db, body.code, promo.id);
      Object.assign(promo, body, { currency: body.kind === 'DISCOUNT' ? body.currency : null });
      if (body.expiresAt >= todayApiDate()) promo.expiredByHand = false;
      return toDto(promo);
    }),
  ),

  http.post(
    apiUrl(endpoints.promoCodes.expire(':id')),
    authedWrite(['ADMIN'], null, ({ request, params, db }) => {
      const promo = find(request, db, params.id);
      promo.expiredByHand = true;
      return toDto(promo);
    }),
  ),
];
