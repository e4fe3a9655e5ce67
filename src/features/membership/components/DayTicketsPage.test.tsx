import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminServerError } from '../../../lib/admin-server';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { buyDayTicket, fetchDayTicket } from '../api/day-tickets';
import { keepTicketWhilePaying } from '../day-ticket-return';
import { useDayTicketTerms } from '../api/get-membership-types';
import { DayTicketPage } from './DayTicketPage';
import { DayTicketsPage } from './DayTicketsPage';

vi.mock('../api/day-tickets', () => ({ buyDayTicket: vi.fn(), fetchDayTicket: vi.fn() }));
vi.mock('../api/get-membership-types', () => ({ useDayTicketTerms: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(buyDayTicket).mockReset();
  vi.mocked(useDayTicketTerms).mockReturnValue(
    queryResult.success({ pricePence: 800, closedSeasons: {} }),
  );
});

describe('DayTicketsPage', { timeout: 30_000 }, () => {
  it("shows the price, checks the form, and says the server's refusal keeping what was typed", async () => {
    const { user } = renderWithProviders(<DayTicketsPage />);
    expect(screen.getByText(/for £8\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy the ticket' }));
    expect(await screen.findByText('Choose the water you will fish.')).toBeInTheDocument();
    expect(screen.getByText('Choose the day you will fish.')).toBeInTheDocument();
    expect(buyDayTicket).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Clay End' }));
    await user.type(screen.getByLabelText(/^Day/), '2099-04-01');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Vic Visitor');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'vic@example.com');
    vi.mocked(buyDayTicket).mockRejectedValueOnce(
      new AdminServerError('Clay End is in its closed season on that day.', 409),
    );
    await user.click(screen.getByRole('button', { name: 'Buy the ticket' }));
    expect(
      await screen.findByText(
        'Could not buy the ticket. Clay End is in its closed season on that day.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Vic Visitor');
    expect(vi.mocked(buyDayTicket).mock.lastCall?.[0]).toEqual({
      water: 'Clay End',
      date: '2099-04-01',
      name: 'Vic Visitor',
      email: 'vic@example.com',
    });
    await waitFor(() =>
      expect(sessionStorage.getItem('pac-day-ticket-draft')).toContain('Vic Visitor'),
    );
  });
});

describe('DayTicketPage back from Stripe', () => {
  it('opens the ticket this tab was paying for (its key kept while on Stripe)', async () => {
    keepTicketWhilePaying('t1', 'k1');
    vi.mocked(fetchDayTicket).mockRejectedValueOnce(
      new AdminServerError('No ticket matches this link.', 404),
    );
    renderWithProviders(<DayTicketPage />, {
      route: '/day-tickets/paid?session_id=cs_test_1',
      path: '/day-tickets/:id',
    });
    await waitFor(() => expect(fetchDayTicket).toHaveBeenCalledWith('t1', 'k1'));
  });

  it("with no ticket kept in this tab, says the payment went through and the link comes by email (Stripe's success_url)", () => {
    renderWithProviders(<DayTicketPage />, {
      route: '/day-tickets/paid?session_id=cs_test_1',
      path: '/day-tickets/:id',
    });
    expect(screen.getByText(/your payment went through.*emails you its link/)).toBeInTheDocument();
    expect(screen.queryByText(/This link is incomplete/)).toBeNull();
  });

  it('without a checkout session, /day-tickets/paid is an incomplete link', () => {
    renderWithProviders(<DayTicketPage />, {
      route: '/day-tickets/paid',
      path: '/day-tickets/:id',
    });
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
