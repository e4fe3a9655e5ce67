import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml } from '../lib/sanitize-html';
import { renderWithProviders } from '../testing/render';
import { SafeHtml } from './SafeHtml';

function Page() {
  return (
    <Routes>
      <Route
        path="/page"
        element={
          <SafeHtml
            html={sanitizeStoredHtml(
              '<p>See <a href="/contact-us">Contact Us</a> or <a href="https://example.org">this</a>.</p><script>window.hacked = true</script>',
            )}
          />
        }
      />
      <Route path="/contact-us" element={<h1>Contact page</h1>} />
    </Routes>
  );
}

describe('SafeHtml', () => {
  it('renders sanitised HTML', () => {
    const { container } = renderWithProviders(<Page />);
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('target', '_blank');
    expect(container.querySelector('script')).toBeNull();
  });

  it("follows a link to one of the club's pages within the app", async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });
});
