import { z } from 'zod';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { useNotify } from '../../../components/notifications/notifier-context';
import { useAddArticle } from '../api/add-article';

const articleSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(150),
  text: z.string().trim().min(1, 'Enter the content.').max(10_000),
});

/** The New Article modal; each opening starts empty. */
export function NewArticleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const addArticle = useAddArticle();
  const notify = useNotify();
  return (
    <FormDialog
      open={open}
      title="New Article"
      schema={articleSchema}
      defaultValues={{ title: '', text: '' }}
      submitLabel="Save Article"
      failureAction="publish the article"
      disableUntilValid
      onClose={onClose}
      onSubmit={async (values) => {
        await addArticle.mutateAsync(values);
        notify(`The article "${values.title}" was published.`, 'success');
      }}
    >
      <FormTextField name="title" label="Title" required autoFocus />
      {/* The body stays a plain field: the rich-text editor replaces it in its own change. */}
      <FormTextField name="text" label="Content" required multiline minRows={5} />
    </FormDialog>
  );
}
