import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('titles the tab as a public page not found', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Page not found');
  });

  it('titles the tab as a back-office page not found under /admin', () => {
    renderWithProviders(<NotFoundPage />, { route: '/admin/no-such-screen' });
    expect(document.title).toBe('PAC - Page not found');
  });
});
