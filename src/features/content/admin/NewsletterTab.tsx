import { z } from 'zod';
import { AdminForm } from '../../../components/admin/AdminForm';
import { FormRichTextField } from '../../../components/rich-text/FormRichTextField';
import { useSaveNewsletter } from '../api/save-newsletter';
import type { SiteContent } from '../types';

const newsletterSchema = z.object({
  newsletterText: z
    .string()
    .max(50_000, 'The newsletter is too long: keep it under 50,000 characters.'),
});

/** Newsletter: the latest newsletter's text. */
export function NewsletterTab({ content }: { content: SiteContent }) {
  const saveNewsletter = useSaveNewsletter();
  return (
    <AdminForm
      editor
      schema={newsletterSchema}
      defaultValues={{ newsletterText: content.newsletterText }}
      submitLabel="Save Newsletter"
      saved="The newsletter was saved."
      onSubmit={({ newsletterText }) => saveNewsletter.mutateAsync(newsletterText)}
    >
      <FormRichTextField name="newsletterText" label="Newsletter Text" />
    </AdminForm>
  );
}
