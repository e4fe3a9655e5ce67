import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BannerImage } from '../../../components/BannerImage';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { CLUB_NAME, publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
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
      {contacts.isPending ? (
        <PageSpinner label="Loading the club's contacts" />
      ) : contacts.isError ? (
        <ErrorNotice message={errorMessage(contacts.error, "load the club's contacts")} />
      ) : (
        <>
          {contacts.data.imageURL && (
            <BannerImage src={contacts.data.imageURL} alt={CLUB_NAME} sx={{ mb: 2 }} />
          )}
          {contacts.data.contacts.length === 0 ? (
            <Typography>No contacts are listed yet.</Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {contacts.data.contacts.map((contact) => (
                <li key={contact.id}>
                  <ContactCard contact={contact} />
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </>
  );
}
