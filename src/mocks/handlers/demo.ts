import { http, HttpResponse } from 'msw';
import { endpoints } from '@/config/endpoints';
import { resetDb } from '../db/db';
import { apiUrl, handle } from '../http';
import { demoOutbox } from './auth';

export const demoHandlers = [
  http.post(
    apiUrl(endpoints.demo.reset),
    handle(() => {
      resetDb();
      demoOutbox.length = 0;
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.get(
    apiUrl(endpoints.demo.outbox),
    handle(() => HttpResponse.json(demoOutbox)),
  ),
];
