import { z } from 'zod';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { FormRichTextField } from '../../../components/rich-text/FormRichTextField';
import { useAddArticle } from '../api/add-article';

const articleSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(150),
  text: z.string().trim().min(1, 'Enter the content.').max(10_000),
});

/** The New Article modal; each opening starts empty. */
export function NewArticleDialog({ onClose }: { onClose: () => void }) {
  const addArticle = useAddArticle();
  return (
    <FormDialog
      title="New Article"
      schema={articleSchema}
      defaultValues={{ title: '', text: '' }}
      submitLabel="Save Article"
      saved={(values) => `The article "${values.title}" was published.`}
      failureAction="publish the article"
      disableUntilValid
      warnUnsaved
      onClose={onClose}
      onSubmit={(values) => addArticle.mutateAsync(values)}
    >
      <FormTextField name="title" label="Title" required autoFocus />
      <FormRichTextField name="text" label="Content" />
    </FormDialog>
  );
}
