import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AREAS, PERMISSION_FLAGS } from '../../../config/areas';
import { renderWithProviders } from '../../../testing/render';
import { noPermissions, type UserPermissions } from '../../auth';
import { createAdmin } from '../api/create-admin';
import { updateUser } from '../api/update-user';
import type { AdminUser } from '../types';
import { flagsOf } from './admin-user-form';
import { AdminUserDialog } from './AdminUserDialog';

// The dialog's rules and modes are under test, through the kit and adminUsersCollection; the admin
// server calls are replaced. They run against the emulators and the admin server in
// admin-users.int.test.ts.
vi.mock('../api/create-admin', () => ({ createAdmin: vi.fn() }));
vi.mock('../api/update-user', () => ({ updateUser: vi.fn() }));

const dan: AdminUser = {
  uid: 'dan',
  email: 'dan@pac.example',
  displayName: 'Dan Tench',
  disabled: false,
  permissions: { ...noPermissions(), disabled: false },
};

const stranger: AdminUser = {
  uid: 'stranger',
  email: 'stranger@example.com',
  displayName: 'Stranger',
  disabled: false,
  permissions: null,
};

beforeEach(() => {
  vi.mocked(createAdmin).mockReset().mockResolvedValue('new-uid');
  vi.mocked(updateUser).mockReset().mockResolvedValue(undefined);
});

function openCreate() {
  const onClose = vi.fn();
  const view = renderWithProviders(<AdminUserDialog onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Create Admin' }) };
}

function openEdit(permissions: Partial<UserPermissions> | null = {}, user = dan) {
  const onClose = vi.fn();
  const edited = {
    ...user,
    permissions: permissions && { ...noPermissions(), disabled: user.disabled, ...permissions },
  };
  const view = renderWithProviders(<AdminUserDialog user={edited} onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Edit User' }) };
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** Types by pasting: one input event per value, which keeps these long forms quick in jsdom. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** One box per area, labelled as src/config/areas.ts says, in its order. */
const PERMISSION_LABELS = PERMISSION_FLAGS.map((flag) => AREAS[flag].label);

const flags = (granted: Partial<UserPermissions> = {}) =>
  flagsOf({ ...noPermissions(), ...granted });

// Long forms typed in jsdom on a shared machine: a generous limit, not a timing assertion.
describe('AdminUserDialog in create mode', { timeout: 20_000 }, () => {
  it("is titled 'Create Admin' with a Create button, every permission off and no Disabled box", () => {
    const { dialog } = openCreate();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Password', 'Confirm Password']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(PERMISSION_LABELS);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Disabled')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Club admin')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('enables Create only when every rule of docs/product-spec.md §5 holds', async () => {
    const { user, dialog } = openCreate();
    const submit = within(dialog).getByRole('button', { name: 'Create' });
    const field = (label: string) => within(dialog).getByLabelText(label);

    await fill(user, field('Name'), 'Ellie Marsh');
    await fill(user, field('Password'), 'secret1');
    await fill(user, field('Confirm Password'), 'secret1');
    expect(submit).toBeDisabled(); // email empty

    await fill(user, field('Email'), 'ellie@pac.example');
    expect(submit).toBeEnabled();

    await user.clear(field('Name'));
    expect(submit).toBeDisabled(); // name empty
    await fill(user, field('Name'), 'Ellie Marsh');

    await user.clear(field('Password'));
    await user.clear(field('Confirm Password'));
    expect(submit).toBeDisabled(); // create mode and password empty

    await fill(user, field('Password'), 'short');
    await fill(user, field('Confirm Password'), 'short');
    expect(submit).toBeDisabled(); // shorter than 6

    await fill(user, field('Password'), '1');
    expect(submit).toBeDisabled(); // 'short1' and 'short' differ
    await fill(user, field('Confirm Password'), '1');
    expect(submit).toBeEnabled();

    await user.clear(field('Confirm Password'));
    expect(submit).toBeDisabled(); // password given, confirmation empty
  });

  it('creates the admin with the chosen permissions in one call, then closes', async () => {
    const { user, dialog, onClose } = openCreate();
    await fill(user, within(dialog).getByLabelText('Email'), 'ellie@pac.example');
    await fill(user, within(dialog).getByLabelText('Name'), 'Ellie Marsh');
    await fill(user, within(dialog).getByLabelText('Password'), 'secret1');
    await fill(user, within(dialog).getByLabelText('Confirm Password'), 'secret1');
    await user.click(within(dialog).getByLabelText('Manage Waters'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(createAdmin).toHaveBeenCalledWith({
      email: 'ellie@pac.example',
      displayName: 'Ellie Marsh',
      password: 'secret1',
      disabled: false,
      permissions: flags({ manageWaters: true }),
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the form open with the server's message after a failure", async () => {
    vi.mocked(createAdmin).mockRejectedValue(
      new Error('Another user already has this e-mail address.'),
    );
    const { user, dialog, onClose } = openCreate();
    await fill(user, within(dialog).getByLabelText('Email'), 'sarah@pac.example');
    await fill(user, within(dialog).getByLabelText('Name'), 'Sarah Again');
    await fill(user, within(dialog).getByLabelText('Password'), 'secret1');
    await fill(user, within(dialog).getByLabelText('Confirm Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText(/already has this e-mail/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sarah@pac.example');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AdminUserDialog in edit mode', { timeout: 20_000 }, () => {
  it("is titled 'Edit User', prefilled, with a blank optional password and a Disabled box", async () => {
    const { user, dialog } = openEdit(
      { manageMatches: true, manageContacts: true },
      { ...dan, disabled: true },
    );
    expect(within(dialog).getByLabelText('Email')).toHaveValue('dan@pac.example');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dan Tench');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Club admin')).toBeChecked();
    expect(within(dialog).getByLabelText('Manage Matches')).toBeChecked();
    expect(within(dialog).getByLabelText('Manage Contacts')).toBeChecked();
    expect(within(dialog).getByLabelText('Super Admin')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Disabled')).toBeChecked();

    const submit = within(dialog).getByRole('button', { name: 'Update' });
    // The password is optional when editing (the form's check runs once it has mounted).
    await waitFor(() => expect(submit).toBeEnabled());
    await fill(user, within(dialog).getByLabelText('Password'), 'abc');
    expect(submit).toBeDisabled(); // but when given, the rules apply
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.clear(within(dialog).getByLabelText('Email'));
    expect(submit).toBeDisabled();
  });

  it('updates without a password when it is left blank, with the permissions and Disabled', async () => {
    const { user, dialog, onClose } = openEdit({ manageMatches: true });
    await user.click(within(dialog).getByLabelText('Disabled'));
    await user.click(within(dialog).getByLabelText('Manage Matches'));
    await user.click(within(dialog).getByLabelText('Manage Socials'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(updateUser).toHaveBeenCalledWith('dan', {
      email: 'dan@pac.example',
      displayName: 'Dan Tench',
      disabled: true,
      password: undefined,
      permissions: flags({ manageSocials: true }),
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves an account from outside the club outside when only its name is edited', async () => {
    const { user, dialog } = openEdit(null, stranger);
    expect(within(dialog).getByLabelText('Club admin')).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Super Admin')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'Known Angler');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(updateUser).toHaveBeenCalledWith(
      'stranger',
      expect.objectContaining({ displayName: 'Known Angler', permissions: null }),
    );
  });

  it('makes an account from outside the club an admin only when Club admin is ticked', async () => {
    const { user, dialog } = openEdit(null, stranger);
    await user.click(within(dialog).getByLabelText('Club admin'));
    await user.click(within(dialog).getByLabelText('Manage Catches'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(updateUser).toHaveBeenCalledWith(
      'stranger',
      expect.objectContaining({ permissions: flags({ manageCatches: true }) }),
    );
  });

  it('takes an admin out of the club when Club admin is unticked', async () => {
    const { user, dialog } = openEdit({ manageMatches: true });
    await user.click(within(dialog).getByLabelText('Club admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(updateUser).toHaveBeenCalledWith('dan', expect.objectContaining({ permissions: null }));
  });
});
