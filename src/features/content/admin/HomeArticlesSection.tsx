import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { collectionForm } from '../../../components/admin/collection-form';
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
 * New Article publishes (Save waits for a title and text), Edit Article saves; both ask before
 * leaving with unsaved text.
 */
const articleForm = collectionForm(articlesCollection, (article) => ({
  title: article ? 'Edit Article' : 'New Article',
  fields: ARTICLE_FIELDS,
  submitLabel: 'Save Article',
  saved: (values) => `The article "${values.title}" was ${article ? 'saved' : 'published'}.`,
  failureAction: article ? 'save the article' : 'publish the article',
  disableUntilValid: !article,
  warnUnsaved: true,
}));

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
        <DialogButton label="New Article" dialog={articleForm.add} />
      </Stack>
      <CollectionList
        label="Articles"
        api={articlesCollection}
        columns={ARTICLE_COLUMNS}
        form={articleForm}
        remove={{
          question: (article) => `Delete the article "${article.title}"?`,
          done: (article) => `The article "${article.title}" was deleted.`,
        }}
      />
    </section>
  );
}
