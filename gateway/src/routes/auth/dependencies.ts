import type { RuntimeConfig } from '@tradehub/db/config';
import type { PasswordResetTokens } from '../../auth/password-reset-tokens.js';
import type { AuthRateLimits } from '../../auth/rate-limits.js';
import type { SessionStore } from '../../auth/session-store.js';

export interface AuthRouteDependencies {
  config: RuntimeConfig;
  sessionSecret: string;
  sessions: SessionStore;
  rateLimits: AuthRateLimits;
  /** 'Forgot password?' link secrets (Redis). */
  passwordResets: PasswordResetTokens;
}

/** Cookies are marked Secure when the product is served over HTTPS. */
export const isSecure = (config: RuntimeConfig) => config.appUrl.startsWith('https://');
