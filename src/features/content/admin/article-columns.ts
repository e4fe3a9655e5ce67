import type { AdminColumn } from '../../../components/admin/AdminList';
import { formatDay } from '../../../lib/dates';
import type { HomeArticle } from '../types';
import { previewText } from './preview-text';

/** Title, Text (first 100 characters), Created Date (dd/mm/yyyy). */
export const ARTICLE_COLUMNS: AdminColumn<HomeArticle>[] = [
  { header: 'Title', render: (article) => article.title },
  { header: 'Text', render: (article) => previewText(article.text), long: true },
  { header: 'Created Date', render: (article) => formatDay(article.createdDate) },
];
