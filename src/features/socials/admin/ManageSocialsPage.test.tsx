import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { queryOptions } from '@tanstack/react-query';
import type { SocialLink } from '../types';
import { ManageSocialsPage } from './ManageSocialsPage';

// The modal's rules are under test; the writes run against the emulator in socials.int.test.ts.
// The collection's list is the links below, its writes stand-ins (its conversions are its own).
const { create, update, links } = vi.hoisted(() => ({
  create: { mutateAsync: vi.fn() },
  update: { mutateAsync: vi.fn() },
  links: { current: [] as SocialLink[] },
}));
vi.mock('../api/socials-collection', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/socials-collection')>();
  return {
    socialsCollection: {
      ...actual.socialsCollection,
      list: queryOptions({ queryKey: ['socials-test'], queryFn: () => links.current }),
      create: (input: unknown) => create.mutateAsync(input),
      update: (link: SocialLink, input: unknown) => update.mutateAsync({ id: link.id, input }),
      remove: vi.fn(),
    },
  };
});

const twitter = {
  id: 'x',
  socialName: 'X (Formerly Twitter)',
  socialURL: 'https://x.com/pac',
  socialActive: true,
};

beforeEach(() => {
  create.mutateAsync = vi.fn().mockResolvedValue('new-id');
  update.mutateAsync = vi.fn().mockResolvedValue(undefined);
  links.current = [twitter];
});

/** The page, with its Create or a link's Edit pressed. */
async function open(button: string) {
  const view = renderWithProviders(<ManageSocialsPage />);
  // The list loaded first: the form checks the networks it holds.
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  await view.user.click(screen.getByRole('button', { name: button }));
  return view;
}

describe('ManageSocialsPage: the social link dialog', { timeout: 20_000 }, () => {
  it('offers the six networks and disables Save Changes until name and URL are given', async () => {
    const { user } = await open('Create');
    const dialog = screen.getByRole('dialog', { name: 'Create Social' });
    const name = within(dialog).getByLabelText('Social Name');
    expect(
      within(name)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1),
    ).toEqual(['Facebook', 'Twitter', 'Instagram', 'YouTube', 'LinkedIn', 'Reddit']);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.selectOptions(name, 'Facebook');
    expect(save).toBeDisabled(); // URL empty
    await user.type(within(dialog).getByLabelText('URL'), 'https://facebook.com/pac');
    expect(save).toBeEnabled();
    await user.selectOptions(name, '');
    expect(save).toBeDisabled(); // name empty
  });

  it("stores Twitter as 'X (Formerly Twitter)', with Visible from the radio", async () => {
    links.current = [];
    const { user } = await open('Create');
    await user.selectOptions(screen.getByLabelText('Social Name'), 'Twitter');
    await user.type(screen.getByLabelText('URL'), 'https://x.com/pac');
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(create.mutateAsync).toHaveBeenCalledWith({
      socialName: 'X (Formerly Twitter)',
      socialURL: 'https://x.com/pac',
      socialActive: false,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a second link of a network with a sentence, and saves nothing', async () => {
    const { user } = await open('Create');
    await user.selectOptions(screen.getByLabelText('Social Name'), 'Twitter');
    await user.type(screen.getByLabelText('URL'), 'https://x.com/other');
    expect(
      await screen.findByText('There is already a Twitter link: edit that one instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(create.mutateAsync).not.toHaveBeenCalled();
  });

  it('refuses a link that is not http(s), and saves nothing', async () => {
    const { user } = await open('Create');
    await user.selectOptions(screen.getByLabelText('Social Name'), 'Reddit');
    await user.type(screen.getByLabelText('URL'), 'javascript:alert(1)');
    expect(await screen.findByText(/starting with https:\/\//)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(create.mutateAsync).not.toHaveBeenCalled();
  });

  it("opens as 'Edit Social' prefilled, and updates that link", async () => {
    const { user } = await open('Edit X (Formerly Twitter)');
    const dialog = screen.getByRole('dialog', { name: 'Edit Social' });
    expect(within(dialog).getByLabelText('Social Name')).toHaveDisplayValue('Twitter');
    expect(within(dialog).getByLabelText('Yes')).toBeChecked();
    await user.clear(within(dialog).getByLabelText('URL'));
    await user.type(within(dialog).getByLabelText('URL'), 'https://x.com/priory');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(update.mutateAsync).toHaveBeenCalledWith({
      id: 'x',
      input: {
        socialName: 'X (Formerly Twitter)',
        socialURL: 'https://x.com/priory',
        socialActive: true,
      },
    });
  });
});
