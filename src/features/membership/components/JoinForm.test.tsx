import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { AdminServerError } from '../../../lib/admin-server';
import { renderWithProviders } from '../../../testing/render';
import { joinClub } from '../api/join';
import type { JoinResult, MembershipTypeItem } from '../types';
import { JOIN_DRAFT_KEY, JoinForm } from './JoinForm';

// The form's checks and keeping of what was typed; the join itself is the admin server's.
vi.mock('../api/join', () => ({ joinClub: vi.fn() }));

const TYPES: MembershipTypeItem[] = [
  { id: 'adult', name: 'Adult', pricePence: 4500, ageBand: 'adult', cap: null, description: '' },
  {
    id: 'junior',
    name: 'Junior',
    pricePence: 1000,
    ageBand: 'junior',
    cap: null,
    description: 'Under 18 on joining; a parent or guardian consents.',
  },
];
const RESULT: JoinResult = {
  memberId: 'm1',
  memberNumber: '1042',
  paymentReference: 'PAC-1042',
  amountPence: 1000,
  status: 'awaitingPayment',
  pay: { method: 'bank', bank: { accountName: 'PAC', sortCode: '12-34-56', accountNumber: '1' } },
};

function open(cardPayments = false) {
  const onJoined = vi.fn();
  const view = renderWithProviders(
    <JoinForm types={TYPES} onJoined={onJoined} cardPayments={cardPayments} />,
  );
  return { ...view, onJoined };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(joinClub).mockReset();
});

describe('JoinForm', { timeout: 30_000 }, () => {
  it('lists the types with their prices in pounds and says what is missing', async () => {
    const { user } = open();
    // A club that takes no cards: no choice of how to pay (the treasurer's details follow).
    expect(screen.queryByRole('radiogroup', { name: 'How will you pay?' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Adult: £45 a season/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Junior: £10 a season/ })).toBeInTheDocument();
    // The club's own words for a type, or else its age band; never both, saying it twice.
    expect(screen.getByText('Adult')).toBeInTheDocument();
    expect(
      screen.getByText('Under 18 on joining; a parent or guardian consents.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Junior \(under 18\)/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(await screen.findByText('Choose a membership type.')).toBeInTheDocument();
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Choose yes or no.')).toBeInTheDocument();
    expect(screen.getByText('Accept the club rules to join.')).toBeInTheDocument();
    expect(joinClub).not.toHaveBeenCalled();
  });

  it('asks a junior for a date of birth and a consenting parent or guardian', async () => {
    const { user } = open();
    expect(screen.queryByText('Parent or guardian')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Junior/ }));
    expect(screen.getByText('Parent or guardian')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(await screen.findByText('Enter the date of birth.')).toBeInTheDocument();
    expect(screen.getByText("Enter the parent or guardian's name.")).toBeInTheDocument();
    expect(
      screen.getByText('A parent or guardian must agree to a junior joining.'),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, says why, and sends it once corrected', async () => {
    const { user, onJoined } = open(true);
    await user.click(screen.getByRole('radio', { name: /Adult/ }));
    await user.type(box(/Full name/), 'Ann Angler');
    await user.type(box(/^Email/), 'ann@example.com');
    await user.type(box(/^Phone/), '07700 900123');
    await user.type(box(/^Address/), '1 River Lane');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: /club rules/ }));
    // Where the club takes cards, card is chosen until the applicant picks the treasurer.
    expect(screen.getByRole('radio', { name: 'By card, online' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^To the treasurer/ }));
    // Kept in this tab as it is typed.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(JOIN_DRAFT_KEY) ?? '{}')).toMatchObject({
        name: 'Ann Angler',
        publish: 'no',
        payBy: 'treasurer',
      }),
    );
    vi.mocked(joinClub).mockRejectedValueOnce(
      new AdminServerError('That email address has already joined this season.', 409),
    );
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    expect(
      await screen.findByText(/That email address has already joined this season\./),
    ).toBeInTheDocument();
    expect(box(/Full name/)).toHaveValue('Ann Angler');
    expect(onJoined).not.toHaveBeenCalled();

    vi.mocked(joinClub).mockResolvedValueOnce(RESULT);
    await user.click(screen.getByRole('button', { name: 'Join the club' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(RESULT, 'ann@example.com'));
    expect(vi.mocked(joinClub).mock.lastCall?.[0]).toMatchObject({
      typeId: 'adult',
      publishName: false,
      publishPhotos: false,
      rulesAccepted: true,
      payBy: 'treasurer',
    });
    expect(sessionStorage.getItem(JOIN_DRAFT_KEY)).toBeNull();
  });

  it('puts back a draft kept in this tab', async () => {
    sessionStorage.setItem(JOIN_DRAFT_KEY, JSON.stringify({ name: 'Kept Name', typeId: 'adult' }));
    open();
    await waitFor(() => expect(box(/Full name/)).toHaveValue('Kept Name'));
    expect(screen.getByRole('radio', { name: /Adult/ })).toBeChecked();
  });

  it("takes in what was typed into the server's form before the page was hydrated", async () => {
    const page = (
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <JoinForm types={TYPES} onJoined={vi.fn()} />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // Sent before the app is there, the browser's own submission does nothing (a dialog form
    // outside a dialog), rather than a GET that put the typed details in the address and lost them.
    expect(container.querySelector('form')).toHaveAttribute('method', 'dialog');
    // The visitor types and chooses while the app is still loading: the browser alone.
    (box(/Full name/) as HTMLInputElement).value = 'Early Bird';
    (screen.getByRole('radio', { name: /Junior/ }) as HTMLInputElement).checked = true;
    const root = await act(async () => hydrateRoot(container, page));

    // The junior's own fields show, and the draft holds what was typed.
    expect(await screen.findByText('Parent or guardian')).toBeInTheDocument();
    expect(box(/Full name/)).toHaveValue('Early Bird');
    expect(JSON.parse(sessionStorage.getItem(JOIN_DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Early Bird',
      typeId: 'junior',
    });
    act(() => root.unmount());
    container.remove();
  });
});
