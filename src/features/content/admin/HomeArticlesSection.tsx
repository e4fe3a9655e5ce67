import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogButton } from '../../../components/admin/DialogButton';
import { CrudList } from '../../../components/admin/CrudList';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import { ARTICLE_COLUMNS } from './article-columns';
import { NewArticleDialog } from './NewArticleDialog';

/** The home page's articles: the list, New Article and Delete. */
export function HomeArticlesSection() {
  const deleteArticle = useDeleteArticle();
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
        <DialogButton
          label="New Article"
          dialog={(close) => <NewArticleDialog onClose={close} />}
        />
      </Stack>
      <CrudList
        label="Articles"
        query={useArticles()}
        columns={ARTICLE_COLUMNS}
        remove={{
          question: (article) => `Delete the article "${article.title}"?`,
          onDelete: (article) => deleteArticle.mutateAsync(article.id),
          done: (article) => `The article "${article.title}" was deleted.`,
          failureAction: 'delete the article',
        }}
      />
    </section>
  );
}
