import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/CardGrid';
import { PublicPage } from '../../../components/PublicPage';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { WATERS } from '../../../config/waters';
import { WaterOverviewCard } from './WaterOverviewCard';

/** /waters: the club's three waters, each linking to its own page. */
export function WatersOverviewPage() {
  return (
    <PublicPage title="Waters" heading={PAGE_HEADINGS.waters}>
      <Typography sx={{ mb: 2 }}>
        The club fishes three waters. Choose one to see its pegs, stock and pictures.
      </Typography>
      <CardGrid items={WATERS} itemKey={(water) => water.key} columns={{ xs: 1, md: 3 }}>
        {/* Stacked on a phone, so only the first picture is above the fold. */}
        {(water, index) => <WaterOverviewCard water={water} lazy={index > 0} />}
      </CardGrid>
    </PublicPage>
  );
}
