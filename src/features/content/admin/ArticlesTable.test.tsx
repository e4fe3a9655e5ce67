import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ArticlesTable } from './ArticlesTable';
import { previewText } from './preview-text';

describe('ArticlesTable', () => {
  it('cuts the text at 100 characters and shows the created date as dd/mm/yyyy', () => {
    const long = 'a'.repeat(100) + 'TAIL';
    renderWithProviders(
      <ArticlesTable
        onDelete={vi.fn()}
        articles={[
          { id: '1', title: 'Long', text: long, createdDate: new Date(2026, 2, 7, 10) },
          { id: '2', title: 'Short', text: 'Short text', createdDate: new Date(2025, 11, 25) },
        ]}
      />,
    );
    expect(screen.getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
    expect(screen.getByText('Short text')).toBeInTheDocument();
    expect(screen.getByText('07/03/2026')).toBeInTheDocument();
    expect(screen.getByText('25/12/2025')).toBeInTheDocument();
  });

  it('keeps a text of exactly 100 characters whole', () => {
    expect(previewText('b'.repeat(100))).toBe('b'.repeat(100));
    expect(previewText('b'.repeat(101))).toHaveLength(101);
  });
});
