import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../../components/admin/AdminForm';
import { DialogButton } from '../../../components/admin/DialogButton';
import { CrudList } from '../../../components/admin/CrudList';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { articleRef, useAddArticle, useUpdateArticle } from '../api/add-article';
import { useDeleteArticle } from '../api/delete-article';
import { useArticles } from '../api/get-articles';
import { ARTICLE_COLUMNS } from './article-columns';

// One declaration for New Article and Edit Article: the same checks either way.
const ARTICLE_FIELDS = [
  { name: 'title', label: 'Title', required: 'Enter a title.', max: 150, autoFocus: true },
  {
    name: 'text',
    label: 'Content',
    kind: 'richText',
    required: 'Enter the content.',
    max: 10_000,
  },
] as const satisfies readonly FieldSpec[];

/**
 * The home page's articles: the list, New Article (each opening starts empty), Edit, History
 * and Delete (to Recently deleted, restorable).
 */
export function HomeArticlesSection() {
  const addArticle = useAddArticle();
  const updateArticle = useUpdateArticle();
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
              fields={ARTICLE_FIELDS}
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
        actions={(article) => [
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageContent"
                path={articleRef(article.id).path}
                name={article.title}
                onClose={close}
              />
            ),
          },
        ]}
        editDialog={(article) => (close) => (
          <FormDialog
            title="Edit Article"
            fields={ARTICLE_FIELDS}
            values={article}
            submitLabel="Save Article"
            saved={(values) => `The article "${values.title}" was saved.`}
            failureAction="save the article"
            warnUnsaved
            onClose={close}
            onSubmit={(values) => updateArticle.mutateAsync({ id: article.id, ...values })}
          />
        )}
        remove={{
          restorable: true,
          question: (article) => `Delete the article "${article.title}"?`,
          onDelete: (article) =>
            deleteArticle.mutateAsync({ id: article.id, title: article.title }),
          done: (article) => `The article "${article.title}" was deleted.`,
          failureAction: 'delete the article',
        }}
      />
    </section>
  );
}
