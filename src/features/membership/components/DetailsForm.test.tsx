import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminServerError } from '../../../lib/admin-server';
import { renderWithProviders } from '../../../testing/render';
import { saveDetails } from '../api/account-calls';
import type { MemberRecord } from '../types';
import { DetailsForm, DetailsSection } from './DetailsSection';

vi.mock('../api/account-calls', () => ({ saveDetails: vi.fn() }));

const JUNIOR: MemberRecord = {
  id: 'm2',
  memberNumber: '1002',
  uid: 'u',
  email: 'jamie@pac.example',
  name: 'Jamie Roach',
  phone: '07700 900111',
  address: '2 Lock Road',
  dateOfBirth: '2013-06-14',
  guardian: { name: 'Karen Roach', email: 'karen@pac.example', phone: '07700 900412' },
  publishName: false,
  publishPhotos: false,
  typeId: 'junior',
  typeName: 'Junior',
  ageBand: 'junior',
  status: 'active',
  paidUntil: '2027-03-31',
  paymentReference: 'PAC-1002',
  closeRequestedAt: null,
};

beforeEach(() => vi.mocked(saveDetails).mockReset());

describe('DetailsForm', { timeout: 30_000 }, () => {
  it("checks the guardian's details and keeps what was typed when saving fails", async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<DetailsForm member={JUNIOR} uid="u" onDone={onDone} />);
    const phone = screen.getByRole('textbox', { name: /Parent or guardian's phone/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a phone number with its area code, for example 07700 900123.'),
    ).toBeInTheDocument();
    expect(saveDetails).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '07700 900999');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    vi.mocked(saveDetails).mockRejectedValueOnce(new AdminServerError('Try again later.', 503));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Could not save your details. Try again later.'),
    ).toBeInTheDocument();
    expect(phone).toHaveValue('07700 900999');
    expect(onDone).not.toHaveBeenCalled();

    vi.mocked(saveDetails).mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(vi.mocked(saveDetails).mock.lastCall?.[0]).toEqual({
      name: 'Jamie Roach',
      phone: '07700 900111',
      address: '2 Lock Road',
      guardian: {
        name: 'Karen Roach',
        email: 'karen@pac.example',
        phone: '07700 900999',
        consent: true,
      },
      publishName: true,
      publishPhotos: true,
    });
  });

  it('says the details are saved once the form closes on a save, and not on Cancel', async () => {
    const { user } = renderWithProviders(<DetailsSection member={JUNIOR} uid="u" />);
    await user.click(screen.getByRole('button', { name: 'Edit my details' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Your details are saved.')).toBeNull();

    vi.mocked(saveDetails).mockResolvedValueOnce({});
    await user.click(screen.getByRole('button', { name: 'Edit my details' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved.')).toBeVisible();
  });
});
