import type { ProxyOptions, UserConfig } from 'vite';

export function apiProxySettings(
  backend: string | undefined,
): Pick<UserConfig, 'server' | 'preview' | 'define'> {
  if (!backend) return {};
  const target = new URL(backend).origin;
  const proxy: Record<string, ProxyOptions> = {
    '/api': {
      target,
      changeOrigin: true,
      cookieDomainRewrite: '',
      configure: (server) => {
        server.on('proxyReq', (proxyReq) => {
          if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', target);
        });
      },
    },
  };
  return {
    server: { proxy },
    preview: { proxy },
    define: { 'import.meta.env.VITE_DEMO_BACKEND': JSON.stringify('false') },
  };
}
