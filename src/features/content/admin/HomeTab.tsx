import { z } from 'zod';
import { AdminForm } from '../../../components/admin/AdminForm';
import { ImageField } from '../../../components/admin/ImageField';
import { FormRichTextField } from '../../../components/rich-text/FormRichTextField';
import { imageFileSchema } from '../../../lib/image-file';
import { useSaveHomeContent } from '../api/save-home-content';
import type { SiteContent } from '../types';
import { HomeArticlesSection } from './HomeArticlesSection';

const homeSchema = z.object({
  homeText: z.string().max(20_000, 'The home text is too long: keep it under 20,000 characters.'),
  picture: imageFileSchema.optional(),
});

/** Home: the home text, a new picture, Save; then the articles. */
export function HomeTab({ content }: { content: SiteContent }) {
  const saveHome = useSaveHomeContent();
  return (
    <>
      <AdminForm
        editor
        disableUntilValid
        schema={homeSchema}
        defaultValues={{ homeText: content.homeText, picture: undefined }}
        afterSave={{ picture: undefined }}
        submitLabel="Save"
        saved="The home page was saved."
        failureAction="save the home page"
        onSubmit={(values) => saveHome.mutateAsync(values)}
      >
        <FormRichTextField name="homeText" label="Home Text" />
        <ImageField
          name="picture"
          label="Picture"
          currentUrl={content.homeImage || undefined}
          previewAlt="The current home page picture"
        />
      </AdminForm>
      <HomeArticlesSection />
    </>
  );
}
