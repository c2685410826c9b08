// The floor's one page: a heading, a subtitle, and one value from the demo backend's answer.
import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

/** The session's token, where the app keeps it (the bench signs the browser in as the app's). */
const accessToken = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('accessToken='))
    ?.slice('accessToken='.length);

const api = axios.create({ baseURL: '/api' });
api.interceptors.request.use((config) => {
  const token = accessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

const organizationSchema = z.object({ organizaName: z.optional(z.string()) });

export function FloorPage() {
  const { t } = useTranslation('floor');
  const organization = useQuery({
    queryKey: ['organization'],
    queryFn: async () => organizationSchema.parse((await api.get('/organization')).data),
  });
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('subtitle')}</p>
      <p>{organization.data?.organizaName ?? (organization.isError ? t('failed') : t('loading'))}</p>
    </main>
  );
}
