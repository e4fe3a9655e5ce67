/**
 * The deploy's Auth settings (scripts/deploy/auth-settings.ts): email enumeration protection, and
 * nothing else of the project's Auth config touched. No real project here: the request is checked.
 */
import { describe, expect, it, vi } from 'vitest';
import { applyAuthSettings } from '../scripts/deploy/auth-settings';

const ok = () => Promise.resolve(new Response('{}', { status: 200 }));

describe('applyAuthSettings', () => {
  it('asks Identity Toolkit to turn on email enumeration protection, naming only that field', async () => {
    const send = vi.fn<typeof fetch>(ok);
    await applyAuthSettings('pac-club-live', { token: async () => 'user-token', send });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0]!;
    const address = new URL(String(url));
    expect(address.origin + address.pathname).toBe(
      'https://identitytoolkit.googleapis.com/admin/v2/projects/pac-club-live/config',
    );
    expect(address.searchParams.get('updateMask')).toBe(
      'emailPrivacyConfig.enableImprovedEmailPrivacy',
    );
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
    });
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer user-token',
      'X-Goog-User-Project': 'pac-club-live',
    });
  });

  it('in a dry run sends nothing', async () => {
    const send = vi.fn<typeof fetch>(ok);
    await applyAuthSettings('pac-club-live', { dryRun: true, token: async () => 't', send });
    expect(send).not.toHaveBeenCalled();
  });

  it('when Firebase refuses, then stops with what to do by hand', async () => {
    const send = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('PERMISSION_DENIED', { status: 403 })),
    );
    await expect(
      applyAuthSettings('pac-club-live', { token: async () => 't', send }),
    ).rejects.toThrow(/refused the Auth settings \(403\).*Email enumeration protection/);
  });
});
