import { AdminList } from '../../../components/admin/AdminList';
import { formatDay } from '../../../lib/dates';
import type { HomeArticle } from '../types';
import { previewText } from './preview-text';

interface ArticlesTableProps {
  articles: HomeArticle[];
  onDelete: (article: HomeArticle) => void;
}

/** Title, Text (first 100 characters), Created Date (dd/mm/yyyy), Action. */
export function ArticlesTable({ articles, onDelete }: ArticlesTableProps) {
  return (
    <AdminList
      label="Articles"
      rows={articles}
      rowKey={(article) => article.id}
      rowName={(article) => article.title}
      emptyText="No articles yet."
      columns={[
        { header: 'Title', render: (article) => article.title },
        { header: 'Text', render: (article) => previewText(article.text), long: true },
        { header: 'Created Date', render: (article) => formatDay(article.createdDate) },
      ]}
      actions={(article) => [{ label: 'Delete', color: 'error', onClick: () => onDelete(article) }]}
    />
  );
}
