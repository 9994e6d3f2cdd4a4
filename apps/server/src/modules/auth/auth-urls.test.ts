import { describe, expect, it } from 'vitest';
import { appSignInPath, areaOf, authUrls, safeCallbackUrl } from './auth-urls.ts';

const site = 'https://salon.test';

describe('safeCallbackUrl', () => {
  it.each([
    ['/admin/dashboard', 'https://salon.test/admin/dashboard'],
    ['/customer?store=1#top', 'https://salon.test/customer?store=1#top'],
    ['https://salon.test/customer', 'https://salon.test/customer'],
    ['https://evil.test/', site],
    ['https://salon.test.evil.test/', site],
    ['http://salon.test/admin', site],
    ['//evil.test/', site],
    ['/\\evil.test', site],
    ['\\\\evil.test', site],
    ['javascript:alert(1)', site],
    ['', site],
    [undefined, site],
  ])('%s -> %s', (raw, expected) => {
    expect(safeCallbackUrl(raw, site)).toBe(expected);
  });
});

describe('authUrls', () => {
  const urls = authUrls(`${site}/`);
  it('builds absolute addresses on PUBLIC_URL with a safe callbackUrl inside', () => {
    expect(urls.error('CredentialsSignin', { provider: 'credentials', userType: 'admin', callbackUrl: '/admin' })).toBe(
      'https://salon.test/api/auth/error?error=CredentialsSignin&provider=credentials&userType=admin&callbackUrl=https%3A%2F%2Fsalon.test%2Fadmin',
    );
    expect(urls.signIn({ callbackUrl: 'https://evil.test/' })).toBe(
      'https://salon.test/api/auth/signin?callbackUrl=https%3A%2F%2Fsalon.test',
    );
    expect(urls.verifyRequest).toBe('https://salon.test/api/auth/verify-request?provider=email&type=email');
    expect(urls.provider('callback', 'credentials')).toBe('https://salon.test/api/auth/callback/credentials');
  });
});

describe('the way back to sign-in', () => {
  it.each([
    [undefined, `${site}/admin/reports?x=1`, 'admin', '/admin?callbackUrl=%2Fadmin%2Freports%3Fx%3D1'],
    [undefined, site, 'admin', '/admin'],
    [undefined, `${site}/admin`, 'admin', '/admin'],
    [undefined, `${site}/customer/my-appointments`, 'customer', '/customer'],
    ['customer', `${site}/selected-service`, 'customer', '/customer'],
    ['admin', `${site}/customer`, 'admin', '/admin?callbackUrl=%2Fcustomer'],
  ] as const)('userType %s, callbackUrl %s -> %s sign-in at %s', (userType, callbackUrl, area, path) => {
    expect(areaOf(userType, callbackUrl, site)).toBe(area);
    expect(appSignInPath(area, callbackUrl, site)).toBe(path);
  });
});
