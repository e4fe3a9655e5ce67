import Typography from '@mui/material/Typography';
import { BannerImage } from '../../../components/BannerImage';
import { CardGrid } from '../../../components/CardGrid';
import { QueryState } from '../../../components/QueryState';
import { CLUB_NAME, publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useContacts } from '../api/get-contacts';
import { ContactCard } from './ContactCard';

export function ContactUsPage() {
  useDocumentTitle(publicTitle('Contact Us'));
  const contacts = useContacts();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.contactUs}
      </Typography>
      <QueryState query={contacts} what="the club's contacts">
        {({ imageURL, contacts: list }) => (
          <>
            {imageURL && <BannerImage src={imageURL} alt={CLUB_NAME} sx={{ mb: 2 }} />}
            <CardGrid
              items={list}
              itemKey={(contact) => contact.id}
              empty="No contacts are listed yet."
            >
              {(contact) => <ContactCard contact={contact} />}
            </CardGrid>
          </>
        )}
      </QueryState>
    </>
  );
}
