import type { AppConfig } from '@app/config';

/**
 * The origin emailed links point at. The client sends its own base_url (the web app's origin); only origins we
 * serve are honoured, so nobody can make our emails carry a token to a site of theirs.
 */
export const linkBase = (config: Pick<AppConfig, 'PUBLIC_URL' | 'ALLOWED_ORIGINS'>, baseUrl: unknown): string => {
  if (typeof baseUrl === 'string') {
    try {
      const origin = new URL(baseUrl).origin;
      if (origin === new URL(config.PUBLIC_URL).origin || config.ALLOWED_ORIGINS.includes(origin)) return origin;
    } catch {
      // not a URL: fall through to the public URL
    }
  }
  return config.PUBLIC_URL;
};

export const emailLink = (base: string, path: '/verify-email' | '/password-reset', token: string) =>
  `${base}${path}?token=${encodeURIComponent(token)}`;

/** The page where a person asks for a password reset link (no token: anyone may open it). */
export const forgotPasswordLink = (base: string) => `${base}/forgot-password`;
