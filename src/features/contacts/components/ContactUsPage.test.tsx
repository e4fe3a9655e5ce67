import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useContacts } from '../api/get-contacts';
import { type ContactList } from '../api/read-contacts';
import { ContactUsPage } from './ContactUsPage';

vi.mock('../api/get-contacts', () => ({ useContacts: vi.fn() }));

const list: ContactList = {
  imageURL: 'https://example.org/clubhouse.jpg',
  contacts: [
    {
      id: 'membership',
      title: 'Membership',
      name: 'Linda Moss',
      phoneNumber: '07700 900102',
      email: 'secretary@pac.example',
    },
    { id: 'matches', title: 'Match Bookings', name: 'Steve Rudd' },
  ],
};

describe('ContactUsPage', () => {
  it('shows a spinner while loading', () => {
    vi.mocked(useContacts).mockReturnValue(queryResult.pending());
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Contact Us');
  });

  it('shows the image, then each contact with title, name, phone and email', () => {
    vi.mocked(useContacts).mockReturnValue(queryResult.success(list));
    renderWithProviders(<ContactUsPage />);

    const image = screen.getByRole('img', { name: 'Priory Angling Club' });
    expect(image).toHaveAttribute('src', 'https://example.org/clubhouse.jpg');
    expect(image).toHaveAttribute('height', '675');

    const [membership, matches] = screen.getAllByRole('article');
    expect(within(membership!).getByRole('heading', { name: 'Membership' })).toBeInTheDocument();
    expect(membership).toHaveTextContent('Linda Moss');
    expect(within(membership!).getByRole('link', { name: '07700 900102' })).toHaveAttribute(
      'href',
      'tel:07700900102',
    );
    expect(
      within(membership!).getByRole('link', { name: 'secretary@pac.example' }),
    ).toHaveAttribute('href', 'mailto:secretary@pac.example');
    // A contact without phone or email shows neither line.
    expect(matches).toHaveTextContent('Match Bookings');
    expect(within(matches!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says in words when the contacts cannot be loaded', () => {
    vi.mocked(useContacts).mockReturnValue(queryResult.error());
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent("Could not load the club's contacts.");
  });
});
