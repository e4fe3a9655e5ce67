import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminServerError, callAdminServer } from '../../../lib/admin-server';
import { renderWithProviders } from '../../../testing/render';
import type { MailPreferences } from '../api/mail-preferences';
import { EmailsSection } from './EmailsSection';

vi.mock('../../../lib/admin-server', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-server')>()),
  callAdminServer: vi.fn(),
}));

const PREFERENCES: MailPreferences = {
  kinds: [
    { kind: 'renewalDue', label: 'renewal reminders', on: true, optIn: false },
    { kind: 'resultsPublished', label: 'match results', on: false, optIn: true },
  ],
  always: [{ kind: 'paymentReceipt', label: 'payment receipts' }],
};

const call = vi.mocked(callAdminServer);
beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (_path, init) => (init?.method === 'PUT' ? {} : PREFERENCES));
});

describe('EmailsSection', { timeout: 30_000 }, () => {
  it('saves a switch as it is flipped; a failed save keeps the choice, says so and tries again', async () => {
    const { user } = renderWithProviders(<EmailsSection uid="u" />);
    const results = await screen.findByRole('switch', { name: /Match results/ });
    expect(results).not.toBeChecked();
    expect(screen.getByText(/Off until you turn it on/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Renewal reminders' })).toBeChecked();
    expect(screen.getByText(/Always sent, whatever you choose: payment receipts\./)).toBeVisible();

    call.mockRejectedValueOnce(new AdminServerError('The club server cannot be reached.', 0));
    await user.click(results);
    expect(
      await screen.findByText(
        /Could not save your email choice\. The club server cannot be reached\./,
      ),
    ).toBeInTheDocument();
    expect(results).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(results).toBeChecked();
    const puts = call.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([path, init]) => [path, JSON.parse(String(init!.body))])).toEqual([
      ['/api/mail/preferences', { on: { resultsPublished: true } }],
      ['/api/mail/preferences', { on: { resultsPublished: true } }],
    ]);
  });
});
