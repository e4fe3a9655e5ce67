import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { HomeArticle } from '../types';

export function ArticleCard({ article }: { article: HomeArticle }) {
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {article.title}
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
          {article.text}
        </Typography>
      </CardContent>
    </Card>
  );
}
