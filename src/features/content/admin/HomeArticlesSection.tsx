import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import type { HomeArticle } from '../types';
import { ArticlesTable } from './ArticlesTable';
import { NewArticleDialog } from './NewArticleDialog';

/** The home page's articles: the list, New Article and Delete. */
export function HomeArticlesSection() {
  const articles = useArticles();
  const deleteArticle = useDeleteArticle();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<HomeArticle | null>(null);
  return (
    <section aria-labelledby="articles-heading">
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mt: 4,
        }}
      >
        <Typography id="articles-heading" variant="h6" component="h2">
          Articles
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          New Article
        </Button>
      </Stack>
      <QueryState query={articles} what="the articles">
        {(rows) => <ArticlesTable articles={rows} onDelete={setToDelete} />}
      </QueryState>
      <NewArticleDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDelete
        item={toDelete}
        question={(article) => `Delete the article "${article.title}"?`}
        onDelete={(article) => deleteArticle.mutateAsync(article.id)}
        done={(article) => `The article "${article.title}" was deleted.`}
        failureAction="delete the article"
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
