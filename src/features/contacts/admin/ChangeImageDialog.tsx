import { z } from 'zod';
import { FormDialog } from '../../../components/admin/FormDialog';
import { ImageField } from '../../../components/admin/ImageField';
import { imageFileSchema } from '../../../lib/image-file';
import { useUploadContactImage } from '../api/upload-contact-image';

const schema = z.object({ image: imageFileSchema });

interface ChangeImageDialogProps {
  /** The picture on the Contact Us page now, previewed until another is chosen. */
  currentUrl?: string;
  onClose: () => void;
}

/** 'Change Image': replaces the picture shown on the Contact Us page. */
export function ChangeImageDialog({ currentUrl, onClose }: ChangeImageDialogProps) {
  const upload = useUploadContactImage();
  return (
    <FormDialog
      title="Change Image"
      schema={schema}
      defaultValues={{ image: undefined }}
      submitLabel="Submit Image"
      saved="Contact page image changed."
      onClose={onClose}
      onSubmit={({ image }) => upload.mutateAsync(image)}
    >
      <ImageField
        name="image"
        label="Image"
        required
        currentUrl={currentUrl}
        previewAlt="The image shown on the Contact Us page"
      />
    </FormDialog>
  );
}
