import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '../../../components/SafeHtml';
import type { HomeArticle } from '../types';

/** An article on the home page: its title as text, its body as the editor's (sanitised) HTML. */
export function ArticleCard({ article }: { article: HomeArticle }) {
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {article.title}
        </Typography>
        <SafeHtml html={article.text} sx={{ '& > :first-of-type': { mt: 0 } }} />
      </CardContent>
    </Card>
  );
}
