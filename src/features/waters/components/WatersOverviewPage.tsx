import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/CardGrid';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { WATERS } from '../../../config/waters';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { WaterOverviewCard } from './WaterOverviewCard';

/** /waters: the club's three waters, each linking to its own page. */
export function WatersOverviewPage() {
  useDocumentTitle(publicTitle('Waters'));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.waters}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The club fishes three waters. Choose one to see its pegs, stock and pictures.
      </Typography>
      <CardGrid items={WATERS} itemKey={(water) => water.key} columns={{ xs: 1, md: 3 }}>
        {/* Stacked on a phone, so only the first picture is above the fold. */}
        {(water, index) => <WaterOverviewCard water={water} lazy={index > 0} />}
      </CardGrid>
    </>
  );
}
