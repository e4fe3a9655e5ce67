import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AdminPage } from './AdminPage';

describe('AdminPage', () => {
  it('sets the "PAC - " tab title, the heading, a back link and the primary action', () => {
    renderWithProviders(
      <AdminPage
        title="Manage Contacts"
        heading="Manage Contact"
        back={{ to: '/admin', label: 'Back to Dashboard' }}
        actions={<Button>Add Contact</Button>}
      >
        <p>body</p>
      </AdminPage>,
    );
    expect(document.title).toBe('PAC - Manage Contacts');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('button', { name: 'Add Contact' })).toBeInTheDocument();
    expect(screen.getByText('body')).toBeInTheDocument();
  });
});
