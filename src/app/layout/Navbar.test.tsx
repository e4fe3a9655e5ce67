import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocialLinksForNavbar } from '../../features/socials/api/get-social-links-for-navbar';
import type { SocialLink } from '../../features/socials/types';
import { matchMediaFor } from '../../testing/match-media';
import { queryResult } from '../../testing/query-result';
import { renderWithProviders, signedInAs } from '../../testing/render';
import { Navbar } from './Navbar';

// The navbar's rendering is under test; read-social-links-for-navbar runs against the emulator in
// its int test.
vi.mock('../../features/socials/api/get-social-links-for-navbar', () => ({
  useSocialLinksForNavbar: vi.fn(),
  useClubCrestUrl: vi.fn(),
}));

const social = (socialName: string, socialURL: string, socialActive = true): SocialLink => ({
  id: socialName,
  socialName,
  socialURL,
  socialActive,
});

/** A phone: narrow, and a touch screen that cannot hover. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(() => false));
}

beforeEach(() => {
  vi.mocked(useSocialLinksForNavbar).mockReturnValue(queryResult.success<SocialLink[]>([]));
});

describe('Navbar on a wide screen', () => {
  it('links every public page, marking the one whose keyword is in the path', () => {
    renderWithProviders(<Navbar />, { route: '/rules' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['News', '/news'],
      ['Our People', '/our-people'],
      ['Rules', '/rules'],
      ['Matches', '/matches'],
      ['League', '/league'],
      ['Newsletter', '/newsletter'],
      ['Catches', '/catches'],
      ['Records', '/records'],
      ['Join', '/join'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    // Waters is a menu button, not a link: clicking it does not navigate.
    expect(within(nav).getByRole('button', { name: 'Waters' })).toBeInTheDocument();
  });

  it('marks no link active on an admin path, even one containing a keyword', () => {
    renderWithProviders(<Navbar />, {
      route: '/admin/manage-matches',
      auth: signedInAs({ manageMatches: true }),
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('marks Waters active on a water page', () => {
    renderWithProviders(<Navbar />, { route: '/waters/clay-end' });
    expect(screen.getByRole('button', { name: 'Waters' })).toHaveStyle({ fontWeight: 700 });
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the Waters dropdown on hover and closes it when the pointer leaves', async () => {
    const { user } = renderWithProviders(<Navbar />, { route: '/newsletter' });
    const waters = screen.getByRole('button', { name: 'Waters' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.hover(waters);
    // The dropdown's code loads on the first opening.
    const menu = await screen.findByRole('menu', { name: 'Waters' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/waters', '/waters/weston', '/waters/warrens-green', '/waters/clay-end']);
    expect(waters).toHaveAttribute('aria-expanded', 'true');
    // Focus stays where it was: hovering must not pull the keyboard focus into the menu.
    expect(document.activeElement).toBe(document.body);

    // A click on Waters while hovering keeps the menu open and goes nowhere.
    await user.click(waters);
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.unhover(waters);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens with the first water focused, Escape closes', async () => {
    const { user } = renderWithProviders(<Navbar />, { route: '/newsletter' });
    const waters = screen.getByRole('button', { name: 'Waters' });
    waters.focus();
    await user.keyboard('{Enter}');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(waters).toHaveFocus();
  });

  it('shows the Admin link only to a signed-in admin with a permission', () => {
    const adminLink = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: 'Admin',
      });
    const cases = [
      [{ status: 'signedOut' } as const, false],
      [{ status: 'unknown' } as const, false],
      [signedInAs({}), false],
      [signedInAs({ superAdmin: true, disabled: true }), false],
      [signedInAs({ manageContent: true }), true],
      [signedInAs({ superAdmin: true }), true],
    ] as const;
    for (const [auth, shown] of cases) {
      const { unmount } = renderWithProviders(<Navbar />, { route: '/newsletter', auth });
      if (shown) expect(adminLink()).toHaveAttribute('href', '/admin');
      else expect(adminLink()).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows an icon for each active social with an http(s) URL, opening in a new tab', () => {
    vi.mocked(useSocialLinksForNavbar).mockReturnValue(
      queryResult.success([
        social('Facebook', 'https://www.facebook.com/pac'),
        social('X (Formerly Twitter)', 'https://x.com/pac'),
        social('Reddit', 'https://www.reddit.com/r/pac', false),
        social('Instagram', 'javascript:alert(1)'),
        social('YouTube', 'not a url'),
        social('MySpace', 'https://myspace.com/pac'),
      ]),
    );
    renderWithProviders(<Navbar />, { route: '/newsletter' });
    const icons = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(icons.map((icon) => icon.getAttribute('href'))).toEqual([
      'https://www.facebook.com/pac',
      'https://x.com/pac',
    ]);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('target', '_blank');
      expect(icon).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows no social icons while they load or when they fail, and the bar still works', () => {
    vi.mocked(useSocialLinksForNavbar).mockReturnValue(queryResult.error());
    renderWithProviders(<Navbar />, { route: '/newsletter' });
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('Navbar on a phone', () => {
  it('has a hamburger menu whose Waters entry is a toggle for the waters', async () => {
    onAPhone();
    const { user } = renderWithProviders(<Navbar />, {
      route: '/matches',
      auth: signedInAs({ manageMatches: true }),
    });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    // The drawer is its own chunk, loaded on the first tap.
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Matches' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Admin' })).toBeInTheDocument();

    const waters = within(menu).getByRole('button', { name: 'Waters' });
    expect(waters).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Clay End' })).not.toBeInTheDocument();
    await user.click(waters);
    expect(waters).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Clay End' })).toHaveAttribute(
      'href',
      '/waters/clay-end',
    );

    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('navigation', { name: 'Main menu' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });
});
