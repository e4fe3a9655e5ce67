import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ImageFileInput } from '../../../components/ImageFileInput';
import { useNotify } from '../../../components/notifications/notifier-context';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import { useUnsavedChangesWarning } from '../../../components/rich-text/use-unsaved-changes-warning';
import { errorMessage } from '../../../lib/error-message';
import { imageFileSchema } from '../../../lib/image-file';
import { useSaveHomeContent } from '../api/save-home-content';
import type { SiteContent } from '../types';
import { HomeArticlesSection } from './HomeArticlesSection';

const homeSchema = z.object({
  homeText: z.string().max(20_000, 'The home text is too long: keep it under 20,000 characters.'),
  picture: imageFileSchema.optional(),
});
type HomeValues = z.infer<typeof homeSchema>;

/** Home: the home text, a new picture, Save; then the articles. */
export function HomeTab({ content }: { content: SiteContent }) {
  const saveHome = useSaveHomeContent();
  const notify = useNotify();
  // A file input cannot be emptied through its value: remount it after a save.
  const [fileInputKey, setFileInputKey] = useState(0);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isDirty },
  } = useForm<HomeValues>({
    resolver: zodResolver(homeSchema),
    mode: 'onChange',
    defaultValues: { homeText: content.homeText, picture: undefined },
  });
  useUnsavedChangesWarning(isDirty);

  const submit = handleSubmit((values) =>
    saveHome.mutate(values, {
      onSuccess: (saved) => {
        notify('The home page was saved.', 'success');
        reset({ homeText: saved.homeText, picture: undefined });
        setFileInputKey((key) => key + 1);
      },
      onError: (error) => notify(errorMessage(error, 'save the home page'), 'error'),
    }),
  );

  return (
    <>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <Controller
          control={control}
          name="homeText"
          render={({ field, fieldState }) => (
            <RichTextField
              label="Home Text"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={saveHome.isPending}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {content.homeImage && (
          <img
            src={content.homeImage}
            alt="The current home page picture"
            style={{ maxWidth: 240, borderRadius: 8 }}
          />
        )}
        <Controller
          control={control}
          name="picture"
          render={({ field, fieldState }) => (
            <ImageFileInput
              label="Picture"
              resetKey={fileInputKey}
              disabled={saveHome.isPending}
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || saveHome.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {saveHome.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
      <HomeArticlesSection />
    </>
  );
}
