import { describe, expect, it } from 'vitest';
import { loginPath, returnPath } from './return-path';

describe('loginPath and returnPath', () => {
  it('takes an admin page to the login and back', () => {
    const login = loginPath('/admin/manage-matches?tab=past');
    expect(login).toBe('/admin/login?next=%2Fadmin%2Fmanage-matches%3Ftab%3Dpast');
    expect(returnPath(new URL(login, 'https://x').search)).toBe('/admin/manage-matches?tab=past');
  });

  it('sends /admin to the bare login, which returns to the dashboard', () => {
    expect(loginPath('/admin')).toBe('/admin/login');
    expect(returnPath('')).toBe('/admin');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/catches',
    '/admin/login',
    '/admin/login?next=/admin',
    'admin/manage-catches',
  ])('returns to the dashboard, never to %s', (next) => {
    expect(returnPath(`?next=${encodeURIComponent(next)}`)).toBe('/admin');
  });
});
