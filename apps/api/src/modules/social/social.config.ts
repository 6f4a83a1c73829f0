import { z } from 'zod';

/** The social module's environment variables (config.ts merges every module's into one schema). */
export const SOCIAL_ENV = {
  /**
   * Networks whose follows follow tasks check, JSON: [{"media_type":"x_dev","name":"X (dev)","api":"dev_follows",
   * "authorize_url":"…/auth","token_url":"…/token","api_url":"…/api","follow_url":"…/follow/{handle}",
   * "client_id":"…","client_secret":"…","scope":"…"}]. `api` names the network's API adapter
   * (network/networks.ts); `dev_follows` is the dev server's (scripts/dev-oidc-server.ts --social).
   */
  SOCIAL_NETWORKS: z.string().default('[]'),
  /**
   * Key of the network tokens' encryption at rest (AES-256-GCM, lib/secret-box.ts), at least 32
   * characters. Required in production; elsewhere a public development key (warned at start). A new key
   * makes the kept tokens unreadable: players connect again (need_authorize says so).
   */
  SOCIAL_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
};
type SocialEnv = z.output<z.ZodObject<typeof SOCIAL_ENV>>;

const ZNetworks = z.array(
  z.object({
    media_type: z.string().regex(/^[a-z0-9_]{2,32}$/),
    name: z.string().min(1),
    api: z.enum(['dev_follows']),
    authorize_url: z.url(),
    token_url: z.url(),
    api_url: z.url(),
    /** The page of an account on the network; {handle} is replaced. */
    follow_url: z.string().includes('{handle}'),
    client_id: z.string().min(1),
    client_secret: z.string().optional(),
    scope: z.string().min(1),
  }),
);
export type SocialNetworkConfig = z.infer<typeof ZNetworks>[number];

export interface SocialConfig {
  networks: SocialNetworkConfig[];
  tokenKey: string;
}

/** Public, like DEV_FAIR_SEED_KEY: the scripts that run the production build locally pass it (dev-secrets.env). */
export const DEV_SOCIAL_TOKEN_KEY = 'dev-social-token-key-public-do-not-use-in-production';

export function loadSocialConfig(e: SocialEnv, developmentSecrets: string[], nodeEnv: string): SocialConfig {
  let networks: SocialNetworkConfig[];
  try {
    networks = ZNetworks.parse(JSON.parse(e.SOCIAL_NETWORKS));
  } catch (error) {
    throw new Error(`Invalid configuration: SOCIAL_NETWORKS: ${(error as Error).message.slice(0, 300)}`);
  }
  if (!e.SOCIAL_TOKEN_KEY && nodeEnv === 'production') {
    throw new Error('Invalid configuration: SOCIAL_TOKEN_KEY: required in production');
  }
  const tokenKey = e.SOCIAL_TOKEN_KEY ?? DEV_SOCIAL_TOKEN_KEY;
  if (tokenKey === DEV_SOCIAL_TOKEN_KEY) developmentSecrets.push('SOCIAL_TOKEN_KEY');
  return { networks, tokenKey };
}
