import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '../../../components/SafeHtml';
import type { WaterEntry } from '../types';

interface WaterEntryCardProps {
  waterName: string;
  entry: WaterEntry;
  /** 1-based place on the page. */
  place: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry of a water's page, as the public page shows it, with its admin actions. */
export function WaterEntryCard({
  waterName,
  entry,
  place,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onDelete,
}: WaterEntryCardProps) {
  const name = `${waterName} entry ${place}`;
  return (
    <Card component="article" aria-label={name} variant="outlined">
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        {entry.imgUrl && (
          <CardMedia
            component="img"
            image={entry.imgUrl}
            alt={`Image of ${name}`}
            sx={{ width: { xs: '100%', sm: 220 }, height: 160, objectFit: 'cover' }}
          />
        )}
        <CardContent sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline">Position {place}</Typography>
          <SafeHtml html={entry.text} sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere' }} />
        </CardContent>
      </Box>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onMove(-1)} disabled={first || busy}>
          Move up
        </Button>
        <Button size="small" onClick={() => onMove(1)} disabled={last || busy}>
          Move down
        </Button>
        <Button size="small" onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete} disabled={busy}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
