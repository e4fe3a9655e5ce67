import { FormDialog } from '../../../components/admin/AdminForm';
import { useAddArticle } from '../api/add-article';

/** The New Article modal; each opening starts empty. */
export function NewArticleDialog({ onClose }: { onClose: () => void }) {
  const addArticle = useAddArticle();
  return (
    <FormDialog
      title="New Article"
      fields={[
        { name: 'title', label: 'Title', required: 'Enter a title.', max: 150, autoFocus: true },
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
      onClose={onClose}
      onSubmit={(values) => addArticle.mutateAsync(values)}
    />
  );
}
