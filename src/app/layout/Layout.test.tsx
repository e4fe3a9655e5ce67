import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSocialLinksForNavbar } from '../../features/socials/api/get-social-links-for-navbar';
import type { SocialLink } from '../../features/socials/types';
import { queryResult } from '../../testing/query-result';
import { renderWithProviders } from '../../testing/render';
import { Layout } from './Layout';

vi.mock('../../features/socials/api/get-social-links-for-navbar', () => ({
  useSocialLinksForNavbar: vi.fn(),
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
