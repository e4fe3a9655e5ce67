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
        {/* Only the first picture is fetched at once. The second card's is in a phone's first view
            too (its top about 520 px down); lazy, it is asked for once the page is laid out, which
            is at once, and after the first. Fetched at once as well, Lighthouse's LCP was no
            better (1.39 s against 1.18-1.27 s, one bench run each). */}
        {(water, index) => <WaterOverviewCard water={water} first={index === 0} />}
      </CardGrid>
    </PublicPage>
  );
}
