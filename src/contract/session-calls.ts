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
import { ALL_ROLES, type ContractEndpoint } from './contract-types';

// The refresh's body and answer are checked inside lib/http-client.ts, which reads the build's
// settings and so cannot load outside Vite: written here as that module sends and reads them.
const refreshBody = z.object({ refreshToken: z.string() });
const refreshAnswer = z.object({ accessToken: z.string(), refreshToken: z.optional(z.string()) });

export const sessionCalls: ContractEndpoint[] = [
  {
    name: 'login',
    method: 'POST',
    path: endpoints.auth.login,
    origin: 'designed',
    roles: 'public',
    summary: 'Sign in',
    body: loginSchema,
    answer: tokensSchema,
  },
  {
    name: 'register',
    method: 'POST',
    path: endpoints.auth.register,
    origin: 'designed',
    roles: 'public',
    summary: 'Register an organisation and its first user',
    body: registerSchema,
    answer: tokensSchema,
  },
  {
    name: 'refreshToken',
    method: 'POST',
    path: endpoints.auth.refreshToken,
    origin: 'spec',
    roles: 'public',
    summary: 'A new access token (after a 401 or 403)',
    body: refreshBody,
    answer: refreshAnswer,
  },
  {
    name: 'logout',
    method: 'POST',
    path: endpoints.auth.logout,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: 'Revoke the refresh token (its answer is not read)',
    body: refreshBody,
    answer: z.unknown(),
  },
  {
    name: 'forgotPassword',
    method: 'POST',
    path: endpoints.auth.forgotPassword,
    origin: 'designed',
    roles: 'public',
    summary: 'Mail a reset link',
    body: forgotPasswordSchema,
    answer: okSchema,
  },
  {
    name: 'resetPassword',
    method: 'POST',
    path: endpoints.auth.resetPassword,
    origin: 'designed',
    roles: 'public',
    summary: 'Set a new password with a reset token',
    body: resetPasswordSchema,
    answer: okSchema,
  },
  {
    name: 'getMe',
    method: 'GET',
    path: endpoints.me,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: 'The signed-in user',
    answer: meSchema,
  },
  {
    name: 'updateMe',
    method: 'PUT',
    path: endpoints.me,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: "Change one's name",
    body: profileUpdateSchema,
    answer: updatedMeSchema,
  },
  {
    name: 'updatePassword',
    method: 'PUT',
    path: endpoints.mePassword,
    origin: 'designed',
    roles: ALL_ROLES,
    summary: "Change one's password",
    body: passwordChangeSchema,
    answer: passwordTokensSchema,
  },
];
