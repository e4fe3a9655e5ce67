import { HomeQuerySection } from '../../../components/HomeQuerySection';
import { useLatestCatches } from '../api/get-latest-catches';
import { CatchThumbnailGrid } from './CatchThumbnailGrid';

/** The home page's latest approved catches as thumbnails, each a link to its catch's page. */
export function LatestCatches() {
  const latest = useLatestCatches();
  return (
    <HomeQuerySection
      title="Latest catches"
      id="home-latest-catches"
      query={latest}
      what="the latest catches"
      empty="No catch has been shared yet."
      more={{ to: '/catches', label: 'All the catches' }}
    >
      {(catches) => <CatchThumbnailGrid catches={catches} />}
    </HomeQuerySection>
  );
}
