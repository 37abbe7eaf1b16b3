import * as client from 'openid-client';
import type { Config } from '../config';

type OidcSettings = NonNullable<Config['oidc']>;

/** Plain http is accepted only for a provider on this machine (tests, local development). */
export function isLocalHttpIssuer(issuerUrl: string): boolean {
  const url = new URL(issuerUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const discovered = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's configuration, discovered once per issuer and client. A failed discovery is forgotten,
 * so the next sign-in tries again (the provider may have been down).
 */
export function oidcConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuerUrl}\n${settings.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    configuration = client.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      undefined,
      // Without a secret this is a public client; PKCE protects the code.
      settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
      isLocalHttpIssuer(settings.issuerUrl) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}

/** What the browser carries from the redirect to the provider back to the callback. */
export type OidcChecks = { state: string; nonce: string; verifier: string };

export async function buildSignInRedirect(
  settings: OidcSettings,
  redirectUri: string,
): Promise<{ url: URL; checks: OidcChecks }> {
  const configuration = await oidcConfiguration(settings);
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
  });
  return { url, checks };
}

export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Exchanges the code (checking state, nonce and PKCE) and returns who signed in. */
export async function completeSignIn(
  settings: OidcSettings,
  callbackUrl: URL,
  checks: OidcChecks,
): Promise<OidcIdentity> {
  const configuration = await oidcConfiguration(settings);
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('The provider returned no ID token.');
  let claims: Record<string, unknown> = idToken;
  // Some providers put the e-mail only in the userinfo response.
  if (!text(claims.email)) {
    claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
  }
  const email = text(claims.email);
  if (!email) throw new Error('The provider returned no e-mail address.');
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    email: email.toLowerCase(),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}
