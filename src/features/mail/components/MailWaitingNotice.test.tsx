import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import { callAdminServer } from '../../../lib/admin-server';
import type { MailStatus } from '../api/get-mail-status';
import { MailWaitingNotice } from './MailWaitingNotice';

// The admin server's answer stands in for it here; its route is tested in admin-server/test/mail.test.ts.
vi.mock('../../../lib/admin-server', () => ({ callAdminServer: vi.fn() }));
const getMailStatus = vi.mocked(callAdminServer);

const status = (over: Partial<MailStatus>): MailStatus => ({
  waiting: 0,
  stuck: false,
  failed: 0,
  message: 'No emails waiting.',
  lastError: null,
  oldestSince: null,
  ...over,
});

describe('MailWaitingNotice', () => {
  beforeEach(() => getMailStatus.mockReset());

  it('says how many emails wait when the mail server is not taking them', async () => {
    getMailStatus.mockResolvedValue(
      status({
        waiting: 3,
        stuck: true,
        message: '3 emails waiting: the mail server is not taking them.',
      }),
    );
    renderWithProviders(<MailWaitingNotice />, { auth: signedInAs({ superAdmin: true }) });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 emails waiting: the mail server is not taking them.',
    );
  });

  it('tells of refused emails though none waits', async () => {
    const message =
      "No emails waiting. 1 email in the last 30 days could not be delivered: the address was refused. Check the members' email addresses in the register.";
    getMailStatus.mockResolvedValue(status({ failed: 1, message }));
    renderWithProviders(<MailWaitingNotice />, { auth: signedInAs({ superAdmin: true }) });
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });

  it('asks the admin server for /mail/status', async () => {
    getMailStatus.mockResolvedValue(status({}));
    renderWithProviders(<MailWaitingNotice />);
    await vi.waitFor(() => expect(getMailStatus).toHaveBeenCalledWith('/mail/status'));
  });

  it('shows nothing when no email waits, or when the status cannot be read', async () => {
    getMailStatus.mockResolvedValueOnce(status({}));
    const { unmount } = renderWithProviders(<MailWaitingNotice />);
    await vi.waitFor(() => expect(getMailStatus).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    getMailStatus.mockRejectedValueOnce(new Error('unreachable'));
    renderWithProviders(<MailWaitingNotice />);
    await vi.waitFor(() => expect(getMailStatus).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
