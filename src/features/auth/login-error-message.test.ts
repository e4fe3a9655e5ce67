import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-error-message';

describe('loginErrorMessage', () => {
  it('gives the texts of docs/product-spec.md §8', () => {
    expect(loginErrorMessage({ code: 'auth/invalid-credential' })).toBe('Incorrect Password');
    expect(loginErrorMessage({ code: 'auth/missing-password' })).toBe('Enter Password');
    expect(loginErrorMessage({ code: 'auth/invalid-email' })).toBe('Incorrect Email');
  });

  it('tells a disabled admin so', () => {
    expect(loginErrorMessage({ code: 'auth/user-disabled' })).toMatch(/disabled/);
  });

  it('shows any other error its own message', () => {
    expect(loginErrorMessage(new Error('Something odd'))).toBe('Something odd');
  });
});
