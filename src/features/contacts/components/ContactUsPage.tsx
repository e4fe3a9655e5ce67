import { BannerImage } from '../../../components/BannerImage';
import { CardGrid } from '../../../components/CardGrid';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { CLUB_NAME } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useContacts } from '../api/get-contacts';
import { ContactCard } from './ContactCard';

export function ContactUsPage() {
  const contacts = useContacts();

  return (
    <PublicPage title="Contact Us" heading={PAGE_HEADINGS.contactUs}>
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
    </PublicPage>
  );
}
