import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import {
  forgotPasswordSchema,
  loginSchema,
  okSchema,
  registerSchema,
  resetPasswordSchema,
  tokensSchema,
} from '@/features/auth/schemas';
import { updatedMeSchema } from '@/features/profile/api/update-me';
import { tokensSchema as passwordTokensSchema } from '@/features/profile/api/update-password';
import { meSchema, passwordChangeSchema, profileUpdateSchema } from '@/features/profile/schemas';
import { ALL_ROLES, type ContractEndpoint, designed, spec } from './contract-types';

// The refresh's body and answer are checked inside lib/http-client.ts, which reads the build's
// settings and so cannot load outside Vite: written here as that module sends and reads them.
const refreshBody = z.object({ refreshToken: z.string() });
const refreshAnswer = z.object({ accessToken: z.string(), refreshToken: z.optional(z.string()) });

export const sessionCalls: ContractEndpoint[] = [
  designed('login', 'POST', endpoints.auth.login, 'public', {
    summary: 'Sign in',
    body: loginSchema,
    answer: tokensSchema,
  }),
  designed('register', 'POST', endpoints.auth.register, 'public', {
    summary: 'Register an organisation and its first user',
    body: registerSchema,
    answer: tokensSchema,
  }),
  spec('refreshToken', 'POST', endpoints.auth.refreshToken, 'public', {
    summary: 'A new access token (after a 401 or 403)',
    body: refreshBody,
    answer: refreshAnswer,
  }),
  designed('logout', 'POST', endpoints.auth.logout, ALL_ROLES, {
    summary: 'Revoke the refresh token (its answer is not read)',
    body: refreshBody,
    answer: z.unknown(),
  }),
  designed('forgotPassword', 'POST', endpoints.auth.forgotPassword, 'public', {
    summary: 'Mail a reset link',
    body: forgotPasswordSchema,
    answer: okSchema,
  }),
  designed('resetPassword', 'POST', endpoints.auth.resetPassword, 'public', {
    summary: 'Set a new password with a reset token',
    body: resetPasswordSchema,
    answer: okSchema,
  }),
  designed('getMe', 'GET', endpoints.me, ALL_ROLES, { summary: 'The signed-in user', answer: meSchema }),
  designed('updateMe', 'PUT', endpoints.me, ALL_ROLES, {
    summary: "Change one's name",
    body: profileUpdateSchema,
    answer: updatedMeSchema,
  }),
  designed('updatePassword', 'PUT', endpoints.mePassword, ALL_ROLES, {
    summary: "Change one's password",
    body: passwordChangeSchema,
    answer: passwordTokensSchema,
  }),
];
