import * as oidc from 'openid-client';
import type { Config } from '../../../config.ts';

// The customer sign-in providers of spec section 1 (Google, Facebook, COGNITO). Google and COGNITO are
// OpenID Connect issuers (discovery, ID-token validation by openid-client); Facebook web login is OAuth 2
// with the Graph `/me` call for the person (its ID token exists only in iOS Limited Login).

export const SOCIAL_PROVIDER_IDS = ['google', 'facebook', 'cognito'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export interface SocialProvider {
  id: SocialProviderId;
  name: string;
  kind: 'oidc' | 'facebook';
  clientId: string;
  clientSecret: string;
  /** OpenID issuer (oidc) or the Graph API base (facebook). */
  issuer: string;
  scope: string;
  authorizeUrl?: string;
  tokenUrl?: string;
}

/** The providers whose client id and secret are configured, in the order the sign-in screen shows them. */
export function configuredProviders(config: Config): SocialProvider[] {
  const list: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    list.push({
      id: 'google',
      name: 'Google',
      kind: 'oidc',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER,
      scope: 'openid email profile',
    });
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    list.push({
      id: 'facebook',
      name: 'Facebook',
      kind: 'facebook',
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      issuer: config.FACEBOOK_GRAPH_URL,
      authorizeUrl: config.FACEBOOK_AUTHORIZE_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      scope: 'email public_profile',
    });
  }
  if (config.COGNITO_CLIENT_ID && config.COGNITO_CLIENT_SECRET && config.COGNITO_ISSUER) {
    list.push({
      id: 'cognito',
      name: 'Cognito',
      kind: 'oidc',
      clientId: config.COGNITO_CLIENT_ID,
      clientSecret: config.COGNITO_CLIENT_SECRET,
      issuer: config.COGNITO_ISSUER,
      scope: 'openid email profile',
    });
  }
  return list;
}

/** Who the provider says signed in. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** openid-client configurations, discovered once per provider (a failed discovery is tried again next time). */
export function providerClients(config: Config) {
  const cache = new Map<SocialProviderId, Promise<oidc.Configuration>>();
  const execute = config.OAUTH_ALLOW_HTTP ? [oidc.allowInsecureRequests] : [];

  const build = async (p: SocialProvider): Promise<oidc.Configuration> => {
    const auth = oidc.ClientSecretPost(p.clientSecret);
    // The ID token's signature is checked against the issuer's keys too, not only trusted for coming over TLS.
    if (p.kind === 'oidc') {
      return oidc.discovery(new URL(p.issuer), p.clientId, undefined, auth, { execute: [...execute, oidc.enableNonRepudiationChecks] });
    }
    const server = { issuer: new URL(p.authorizeUrl as string).origin, authorization_endpoint: p.authorizeUrl, token_endpoint: p.tokenUrl };
    const configuration = new oidc.Configuration(server, p.clientId, undefined, auth);
    for (const step of execute) step(configuration);
    return configuration;
  };

  return {
    get(p: SocialProvider): Promise<oidc.Configuration> {
      let found = cache.get(p.id);
      if (!found) {
        found = build(p);
        found.catch(() => cache.delete(p.id));
        cache.set(p.id, found);
      }
      return found;
    },
  };
}

export type ProviderClients = ReturnType<typeof providerClients>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Splits the provider's name claims into the customer's first and last name. */
export function namesOf(claims: Record<string, unknown>): { firstName: string; lastName: string } {
  const given = text(claims.given_name) || text(claims.first_name);
  const family = text(claims.family_name) || text(claims.last_name);
  if (given || family) return { firstName: (given || family).slice(0, 50), lastName: family.slice(0, 50) };
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return { firstName: (first || 'Customer').slice(0, 50), lastName: rest.join(' ').slice(0, 50) };
}
