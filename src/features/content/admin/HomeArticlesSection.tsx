import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CollectionFormDialog } from '../../../components/admin/CollectionFormDialog';
import { CollectionList } from '../../../components/admin/CollectionList';
import { DialogButton } from '../../../components/admin/DialogButton';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { articlesCollection } from '../api/articles-collection';
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
            <CollectionFormDialog
              api={articlesCollection}
              title="New Article"
              fields={ARTICLE_FIELDS}
              submitLabel="Save Article"
              saved={(values) => `The article "${values.title}" was published.`}
              failureAction="publish the article"
              disableUntilValid
              warnUnsaved
              onClose={close}
            />
          )}
        />
      </Stack>
      <CollectionList
        label="Articles"
        api={articlesCollection}
        columns={ARTICLE_COLUMNS}
        editDialog={(article) => (close) => (
          <CollectionFormDialog
            api={articlesCollection}
            row={article}
            title="Edit Article"
            fields={ARTICLE_FIELDS}
            submitLabel="Save Article"
            saved={(values) => `The article "${values.title}" was saved.`}
            failureAction="save the article"
            warnUnsaved
            onClose={close}
          />
        )}
        remove={{
          question: (article) => `Delete the article "${article.title}"?`,
          done: (article) => `The article "${article.title}" was deleted.`,
        }}
      />
    </section>
  );
}
