import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
    <TableContainer>
      <Table size="small" aria-label="Articles">
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Text</TableCell>
            <TableCell>Created Date</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {articles.map((article) => (
            <TableRow key={article.id}>
              <TableCell>{article.title}</TableCell>
              <TableCell>{previewText(article.text)}</TableCell>
              <TableCell>{formatDay(article.createdDate)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(article)}
                  aria-label={`Delete ${article.title}`}
                >
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
