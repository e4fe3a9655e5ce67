import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { renewMembership } from '../api/account-calls';
import { useCardPayments } from '../api/get-pay-options';
import type { MemberRecord } from '../types';
import { MembershipSummary } from './MembershipSummary';

vi.mock('../api/account-calls', () => ({ renewMembership: vi.fn() }));
vi.mock('../api/get-pay-options', () => ({ useCardPayments: vi.fn(() => true) }));

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

const settings = { renewalOpensDays: 30, graceDays: 30, bank };

describe('MembershipSummary awaiting payment', () => {
  it('offers to pay by card (a checkout left half way), and says so when no card can be taken', async () => {
    vi.mocked(renewMembership).mockResolvedValueOnce({ pay: { method: 'bank', bank } });
    const { user } = renderWithProviders(
      <MembershipSummary member={member} standing="awaitingPayment" settings={settings} />,
    );
    expect(screen.getAllByText('PAC-1006')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pay by card instead' }));
    expect(renewMembership).toHaveBeenCalledWith('card');
    expect(await screen.findByText(/Card payments cannot be taken just now/)).toBeInTheDocument();
    // The bank details are not shown a second time.
    expect(screen.getAllByText('PAC-1006')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pay by card instead' })).toBeNull();
  });

  it('offers no card where the club takes none', () => {
    vi.mocked(useCardPayments).mockReturnValueOnce(false);
    renderWithProviders(
      <MembershipSummary member={member} standing="awaitingPayment" settings={settings} />,
    );
    expect(screen.queryByRole('button', { name: 'Pay by card instead' })).toBeNull();
  });
});

describe('MembershipSummary when renewal is open', () => {
  afterEach(() => vi.mocked(useCardPayments).mockReturnValue(true));
  const lapsed = { ...member, paidUntil: '2026-03-31' } as MemberRecord;

  it('renews by card, or by paying the treasurer: their details, the amount and the reference', async () => {
    vi.mocked(renewMembership).mockResolvedValueOnce({
      pay: { method: 'bank', bank },
      amountPence: 6000,
    });
    const { user } = renderWithProviders(
      <MembershipSummary member={lapsed} standing="lapsed" settings={settings} />,
    );
    expect(screen.getByRole('button', { name: 'Renew by card' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Renew and pay the treasurer' }));
    expect(renewMembership).toHaveBeenLastCalledWith('treasurer');
    expect(await screen.findByTestId('Amount')).toHaveTextContent('£60');
    expect(screen.getByTestId('Reference')).toHaveTextContent('PAC-1006');
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(screen.queryByText(/Card payments cannot be taken/)).toBeNull();
    // Signed in already: the card shows here once paid, no "sign in" asked.
    expect(screen.getByText(/Your card shows on this page then\./)).toBeInTheDocument();
    expect(screen.queryByText(/Then sign in/)).toBeNull();
  });

  it('says why the bank details show when a card was asked for and Stripe failed', async () => {
    vi.mocked(renewMembership).mockResolvedValueOnce({
      pay: { method: 'bank', bank, cardUnavailable: true },
      amountPence: 6000,
    });
    const { user } = renderWithProviders(
      <MembershipSummary member={lapsed} standing="lapsed" settings={settings} />,
    );
    await user.click(screen.getByRole('button', { name: 'Renew by card' }));
    expect(renewMembership).toHaveBeenLastCalledWith('card');
    expect(await screen.findByText(/Card payments cannot be taken just now/)).toHaveTextContent(
      /nothing has been charged\. Please pay the treasurer as below/,
    );
    expect(screen.getByTestId('Amount')).toHaveTextContent('£60');
  });

  it('has one Renew, to the treasurer, where the club takes no cards', async () => {
    vi.mocked(useCardPayments).mockReturnValue(false);
    vi.mocked(renewMembership).mockResolvedValueOnce({ pay: { method: 'bank', bank } });
    const { user } = renderWithProviders(
      <MembershipSummary member={lapsed} standing="lapsed" settings={settings} />,
    );
    expect(screen.queryByRole('button', { name: 'Renew and pay the treasurer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Renew my membership' }));
    expect(renewMembership).toHaveBeenLastCalledWith('treasurer');
  });
});
