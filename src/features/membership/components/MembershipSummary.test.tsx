import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { renewMembership } from '../api/account-calls';
import type { MemberRecord } from '../types';
import { MembershipSummary } from './MembershipSummary';

vi.mock('../api/account-calls', () => ({ renewMembership: vi.fn() }));

const bank = {
  accountName: 'Priory Angling Club',
  sortCode: '20-00-00',
  accountNumber: '55779911',
};
const member = {
  id: 'm1',
  name: 'Quentin Assurance',
  memberNumber: '1006',
  typeName: 'Adult',
  paidUntil: null,
  paymentReference: 'PAC-1006',
} as unknown as MemberRecord;

describe('MembershipSummary awaiting payment', () => {
  it('offers to pay by card (a checkout left half way), and says so when the club takes none', async () => {
    vi.mocked(renewMembership).mockResolvedValueOnce({ pay: { method: 'bank', bank } });
    const { user } = renderWithProviders(
      <MembershipSummary
        member={member}
        standing="awaitingPayment"
        settings={{ renewalOpensDays: 30, graceDays: 30, bank }}
      />,
    );
    expect(screen.getAllByText('PAC-1006')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pay by card instead' }));
    expect(renewMembership).toHaveBeenCalledOnce();
    expect(await screen.findByText(/does not take card payments online/)).toBeInTheDocument();
    // The bank details are not shown a second time.
    expect(screen.getAllByText('PAC-1006')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pay by card instead' })).toBeNull();
  });
});
