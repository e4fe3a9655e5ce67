import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { collectionForm } from '../../../components/admin/collection-form';
import { CollectionList } from '../../../components/admin/CollectionList';
import { DialogButton } from '../../../components/admin/DialogButton';
import { articlesCollection } from '../api/articles-collection';
import type { HomeArticle } from '../types';
import { ARTICLE_COLUMNS } from './article-columns';

/**
 * New Article publishes (Save waits for a title and text), Edit Article saves, with the same
 * checks; both ask before leaving with unsaved text.
 */
const articleForm = collectionForm(articlesCollection, (article?: HomeArticle) => ({
  title: article ? 'Edit Article' : 'New Article',
  fields: [
    { name: 'title', label: 'Title', required: 'Enter a title.', max: 150, autoFocus: true },
    {
      name: 'text',
      label: 'Content',
      kind: 'richText',
      required: 'Enter the content.',
      max: 10_000,
    },
  ],
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
