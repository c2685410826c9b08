// The sign-in calls, part of config/endpoints.ts (`endpoints.auth`) and written here alone: the sign-in
// page ships in the app's entry and needs only these, and a module the entry imports ships there
// whole, so importing the full table would put every endpoint of the app in the entry (the /login
// budget, docs/decisions.md). Everything else reads them as `endpoints.auth`.

export const authEndpoints = {
  login: '/auth/login', // designed
  register: '/auth/register', // designed
  forgotPassword: '/auth/forgot-password', // designed
  resetPassword: '/auth/reset-password', // designed
  refreshToken: '/auth/refresh-token', // spec
  logout: '/auth/logout', // designed
};
