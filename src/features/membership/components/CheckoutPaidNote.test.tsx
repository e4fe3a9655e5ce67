import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CheckoutPaidNote } from './CheckoutPaidNote';

describe('CheckoutPaidNote', () => {
  it('says the payment is on its way until the page shows it counted, then that it did', () => {
    const back = { route: '/account?session_id=cs_test_1', path: '/account' };
    const { unmount } = renderWithProviders(<CheckoutPaidNote kind="membership" />, back);
    expect(screen.getByRole('status')).toHaveTextContent(/The club confirms it within a minute/);
    unmount();
    renderWithProviders(<CheckoutPaidNote kind="membership" confirmed />, back);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you: your payment is confirmed and your membership is active.',
    );
  });

  it('says nothing without a checkout session', () => {
    renderWithProviders(<CheckoutPaidNote kind="membership" />, {
      route: '/account',
      path: '/account',
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
