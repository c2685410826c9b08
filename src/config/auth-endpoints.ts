export const authEndpoints = {
  login: '/auth/login', // designed
  register: '/auth/register', // designed
  forgotPassword: '/auth/forgot-password', // designed
  resetPassword: '/auth/reset-password', // designed
  refreshToken: '/auth/refresh-token', // spec
  logout: '/auth/logout', // designed
};
