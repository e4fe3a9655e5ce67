import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HomeQuerySection } from '../../../components/HomeQuerySection';
import { formatDay } from '../../../lib/dates';
import { useLatestArticles } from '../api/get-latest-articles';
import { articleLine } from '../article-line';

/** The home page's latest news: each article's title (a link to it), its date and one line. */
export function LatestNews() {
  const articles = useLatestArticles();
  return (
    <HomeQuerySection
      title="Latest news"
      id="home-latest-news"
      query={articles}
      what="the latest articles"
      empty="No news yet."
      more={{ to: '/news', label: 'All the news' }}
    >
      {(latest) =>
        latest.map((article) => (
          <article key={article.id} style={{ marginBottom: 16 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              <Link component={RouterLink} to={`/news/${article.id}`}>
                {article.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDay(article.createdDate)}
            </Typography>
            <Typography variant="body2">{articleLine(article.text)}</Typography>
          </article>
        ))
      }
    </HomeQuerySection>
  );
}
