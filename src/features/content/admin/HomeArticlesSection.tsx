import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../../components/admin/AdminForm';
import { DialogButton } from '../../../components/admin/DialogButton';
import { CrudList } from '../../../components/admin/CrudList';
import { useAddArticle } from '../api/add-article';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import { ARTICLE_COLUMNS } from './article-columns';

/** The home page's articles: the list, New Article (each opening starts empty) and Delete. */
export function HomeArticlesSection() {
  const addArticle = useAddArticle();
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
          dialog={(close) => (
            <FormDialog
              title="New Article"
              fields={[
                {
                  name: 'title',
                  label: 'Title',
                  required: 'Enter a title.',
                  max: 150,
                  autoFocus: true,
                },
                {
                  name: 'text',
                  label: 'Content',
                  kind: 'richText',
                  required: 'Enter the content.',
                  max: 10_000,
                },
              ]}
              submitLabel="Save Article"
              saved={(values) => `The article "${values.title}" was published.`}
              failureAction="publish the article"
              disableUntilValid
              warnUnsaved
              onClose={close}
              onSubmit={(values) => addArticle.mutateAsync(values)}
            />
          )}
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
