import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminList } from '../../../components/admin/AdminList';
import { renderWithProviders } from '../../../testing/render';
import { ARTICLE_COLUMNS } from './article-columns';
import { previewText } from './preview-text';

describe('the articles list', () => {
  it('cuts the text at 100 characters and shows the created date as dd/mm/yyyy', () => {
    const long = 'a'.repeat(100) + 'TAIL';
    renderWithProviders(
      <AdminList
        label="Articles"
        rowKey={(article) => article.id}
        rowName={(article) => article.title}
        columns={ARTICLE_COLUMNS}
        rows={[
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
