import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundNotice } from '../../../components/NotFoundNotice';
import { QueryState } from '../../../components/QueryState';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import { ShareButton } from '../../../components/ShareButton';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePublicCatch } from '../api/get-public-catch';
import { catchSummary } from '../catch-summary';
import { CATCH_PHOTO_SIZES, catchPhotoSources } from '../photo/catch-photo-sources';
import type { Catch } from '../types';
import { weightText } from '../weight-text';

/** /catches/{id}: one approved catch, to share; a pending or unknown id is not found. */
export function CatchPage() {
  const { id = '' } = useParams();
  const fish = usePublicCatch(id);
  useDocumentTitle(publicTitle(fish.data ? catchSummary(fish.data) : 'Catch not found'));

  return (
    <QueryState
      query={fish}
      what="the catch"
      empty={
        <NotFoundNotice
          heading={PAGE_HEADINGS.catchNotFound}
          sentence="There is no such catch on the club's site: it does not exist, or it has not been approved yet."
          to="/catches"
          action="See the members' catches"
        />
      }
    >
      {(found) => <CatchDetails fish={found} />}
    </QueryState>
  );
}

/** The catch's photo and particulars, with Share. */
function CatchDetails({ fish }: { fish: Catch }) {
  const { memberName, fishType, catchLocation, fishLbs, fishOz, imgURL } = fish;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.catch}
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        {catchSummary(fish)}
      </Typography>
      {/* The page's largest picture: a phone takes a WebP variant at its width (issue 35). */}
      <ResponsivePicture
        src={imgURL}
        sources={catchPhotoSources(imgURL)}
        alt={`${memberName} - ${fishType}`}
        width={1200}
        height={900}
        sizes={CATCH_PHOTO_SIZES}
        loading="high"
        sx={{ width: '100%', maxWidth: 720, height: 'auto', display: 'block', borderRadius: 1 }}
      />
      <Box component="dl" sx={{ my: 2, '& dt': { fontWeight: 700 }, '& dd': { ml: 0, mb: 1 } }}>
        <dt>Angler</dt>
        <dd>{memberName}</dd>
        <dt>Fish</dt>
        <dd>{fishType}</dd>
        <dt>Weight</dt>
        <dd>{weightText(fishLbs, fishOz)}</dd>
        <dt>Caught at</dt>
        <dd>{catchLocation}</dd>
      </Box>
      <Stack direction="row" spacing={2}>
        <ShareButton title={catchSummary(fish)} />
        <Button component={RouterLink} to="/catches">
          All catches
        </Button>
      </Stack>
    </>
  );
}
