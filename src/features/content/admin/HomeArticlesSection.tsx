import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { useNotify } from '../../../components/notifications/notifier-context';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import type { HomeArticle } from '../types';
import { ArticlesTable } from './ArticlesTable';
import { NewArticleDialog } from './NewArticleDialog';

/** The home page's articles: the table, New Article and Delete. */
export function HomeArticlesSection() {
  const articles = useArticles();
  const deleteArticle = useDeleteArticle();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<HomeArticle | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    deleteArticle.mutate(toDelete.id, {
      onSuccess: () => notify(`The article "${toDelete.title}" was deleted.`, 'success'),
      onError: (error) => notify(errorMessage(error, 'delete the article'), 'error'),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section aria-labelledby="articles-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 4 }}>
        <Typography id="articles-heading" variant="h6" component="h2">
          Articles
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          New Article
        </Button>
      </Stack>
      {articles.isPending && <PageSpinner label="Loading the articles" />}
      {articles.isError && (
        <ErrorNotice message={errorMessage(articles.error, 'load the articles')} />
      )}
      {articles.data && <ArticlesTable articles={articles.data} onDelete={setToDelete} />}
      <NewArticleDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        message={`Delete the article "${toDelete?.title ?? ''}"?`}
        busy={deleteArticle.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
