import { FormDialog } from '../../../components/admin/AdminForm';
import { useUploadContactImage } from '../api/upload-contact-image';
import { PICTURE_USES } from '../../../config/areas';

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
      fields={[
        {
          name: 'image',
          label: 'Image',
          kind: 'image',
          picture: PICTURE_USES.contactBanner,
          required: true,
          currentUrl,
          previewAlt: 'The image shown on the Contact Us page',
        },
      ]}
      submitLabel="Submit Image"
      saved="Contact page image changed."
      onClose={onClose}
      onSubmit={({ image }) => upload.mutateAsync(image)}
    />
  );
}
