import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useMembers } from '../api/get-members';
import { MemberCard } from './MemberCard';

/**
 * Only the first photo is fetched eagerly: on a phone the cards stack and the second is already
 * below the fold. Lazy photos that are on screen (a wide screen's first row) still load at once.
 */
const EAGER_PHOTOS = 1;

export function OurPeoplePage() {
  useDocumentTitle(publicTitle('Our People'));
  const members = useMembers();

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.ourPeople}
      </Typography>
      {members.isPending ? (
        <PageSpinner label="Loading the committee" />
      ) : members.isError ? (
        <ErrorNotice message={errorMessage(members.error, 'load the committee')} />
      ) : members.data.length === 0 ? (
        <Typography>The committee has not been listed yet.</Typography>
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
          {members.data.map((member, index) => (
            <li key={member.id}>
              <MemberCard member={member} lazy={index >= EAGER_PHOTOS} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
