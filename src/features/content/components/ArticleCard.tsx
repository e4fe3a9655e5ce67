import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDay } from '../../../lib/dates';
import type { ShownArticle } from '../types';

/** An article in a list: its title (a link to its own page, to share), date and sanitised body. */
export function ArticleCard({ article }: { article: ShownArticle }) {
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          <Link component={RouterLink} to={`/news/${article.id}`} color="inherit">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {formatDay(article.createdDate)}
        </Typography>
        <SafeHtml html={article.text} sx={{ '& > :first-of-type': { mt: 0 } }} />
      </CardContent>
    </Card>
  );
}
