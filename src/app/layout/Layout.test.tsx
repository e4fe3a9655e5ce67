import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  useClubCrestUrl,
  useSocialLinksForNavbar,
} from '../../features/socials/api/get-social-links-for-navbar';
import type { SocialLink } from '../../features/socials/types';
import { queryResult } from '../../testing/query-result';
import { renderWithProviders } from '../../testing/render';
import { Layout } from './Layout';

vi.mock('../../features/socials/api/get-social-links-for-navbar', () => ({
  useSocialLinksForNavbar: vi.fn(),
  useClubCrestUrl: vi.fn(),
}));

describe('Layout', () => {
  it('has a skip link to the main region, then the banner and the main landmark', () => {
    vi.mocked(useSocialLinksForNavbar).mockReturnValue(queryResult.success<SocialLink[]>([]));
    renderWithProviders(<Layout />, { route: '/rules' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The skip link is the first thing a keyboard user reaches.
    expect(document.querySelector('a, button')).toBe(skip);
  });

  it("has the crest as the home link named PAC, and a footer with the club's address and ways in", () => {
    vi.mocked(useSocialLinksForNavbar).mockReturnValue(
      queryResult.success<SocialLink[]>([
        {
          id: 'f',
          socialName: 'Facebook',
          socialURL: 'https://facebook.example/pac',
          socialActive: true,
        },
        { id: 'x', socialName: 'Reddit', socialURL: 'javascript:alert(1)', socialActive: true },
      ]),
    );
    renderWithProviders(<Layout />, { route: '/rules' });
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'PAC' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('svg')).not.toBeNull();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('ME1 4AB')).toBeInTheDocument();
    const link = (name: string) => within(footer).getByRole('link', { name });
    expect(link('Join the club')).toHaveAttribute('href', '/join');
    expect(link('Contact us')).toHaveAttribute('href', '/contact-us');
    expect(link('Privacy')).toHaveAttribute('href', '/privacy');
    expect(link('My membership')).toHaveAttribute('href', '/account');
    expect(link('Day tickets')).toHaveAttribute('href', '/day-tickets');
    expect(link('Facebook (opens in a new tab)')).toHaveAttribute(
      'href',
      'https://facebook.example/pac',
    );
    // A link that is not http(s) is left out here as in the navbar.
    expect(within(footer).queryByText('Reddit')).toBeNull();
  });

  it('shows the crest an admin uploaded in the header and the footer, in the same fixed boxes', () => {
    vi.mocked(useSocialLinksForNavbar).mockReturnValue(queryResult.success<SocialLink[]>([]));
    const crest = 'https://firebasestorage.googleapis.com/v0/b/pac/o/clubCrest%2Fc1?alt=media';
    vi.mocked(useClubCrestUrl).mockReturnValue(crest);
    const { container } = renderWithProviders(<Layout />, { route: '/rules' });
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'PAC' });
    expect(home.querySelector('svg')).toBeNull();
    const sizes = [...container.querySelectorAll('img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('alt'),
    ]);
    expect(sizes).toEqual([
      [crest, '36', '42', ''],
      [crest, '48', '56', ''],
    ]);
  });

  it('moves the focus to the main region after navigating, not on the first page', async () => {
    vi.mocked(useSocialLinksForNavbar).mockReturnValue(queryResult.success<SocialLink[]>([]));
    const { user } = renderWithProviders(<Layout />, { route: '/rules' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveFocus();

    const matches = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Matches',
    });
    await user.click(matches);
    expect(matches).toHaveAttribute('aria-current', 'page');
    expect(main).toHaveFocus();
  });
});
