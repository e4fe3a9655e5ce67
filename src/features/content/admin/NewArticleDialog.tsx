import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications/notifier-context';
import { MODAL_WIDTH } from '../../../config/constants';
import { errorMessage } from '../../../lib/error-message';
import { useAddArticle } from '../api/add-article';

const articleSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(150),
  text: z.string().trim().min(1, 'Enter the content.').max(10_000),
});
type ArticleValues = z.infer<typeof articleSchema>;
const empty: ArticleValues = { title: '', text: '' };

/** The New Article modal (width 400); emptied on cancel and after a successful save. */
export function NewArticleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const addArticle = useAddArticle();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<ArticleValues>({
    resolver: zodResolver(articleSchema),
    mode: 'onChange',
    defaultValues: empty,
  });

  function close() {
    reset(empty);
    onClose();
  }

  const submit = handleSubmit((values) =>
    addArticle.mutate(values, {
      onSuccess: () => {
        notify(`The article "${values.title}" was published.`, 'success');
        close();
      },
      onError: (error) => notify(errorMessage(error, 'publish the article'), 'error'),
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={addArticle.isPending ? undefined : close}
      aria-labelledby="new-article-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="new-article-title">New Article</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              required
              autoFocus
              {...register('title')}
              error={Boolean(errors.title)}
              helperText={errors.title?.message}
            />
            <TextField
              label="Content"
              required
              multiline
              minRows={5}
              {...register('text')}
              error={Boolean(errors.text)}
              helperText={errors.text?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={addArticle.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || addArticle.isPending}>
            {addArticle.isPending ? 'Saving...' : 'Save Article'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
