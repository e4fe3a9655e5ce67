import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { SafeHtml } from '../../../components/SafeHtml';
import { ShareButton } from '../../../components/ShareButton';
import { publicTitle } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useArticle } from '../api/get-article';

/** /news/{id}: one article, to read and share. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);
  useDocumentTitle(publicTitle(article.data?.title ?? PAGE_HEADINGS.articleNotFound));

  if (article.isPending) return <PageSpinner label="Loading the article" />;
  if (article.isError) {
    return <ErrorNotice message={errorMessage(article.error, 'load the article')} />;
  }
  if (!article.data) {
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {PAGE_HEADINGS.articleNotFound}
        </Typography>
        <Typography sx={{ mb: 2 }}>There is no such article in the club's news.</Typography>
        <Button component={RouterLink} to="/news" variant="contained">
          All the news
        </Button>
      </>
    );
  }
  return (
    <article>
      <Typography variant="h4" component="h1" gutterBottom>
        {article.data.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {formatDay(article.data.createdDate)}
      </Typography>
      <SafeHtml html={article.data.text} sx={{ my: 2 }} />
      <Stack direction="row" spacing={2}>
        <ShareButton title={article.data.title} />
        <Button component={RouterLink} to="/news">
          All the news
        </Button>
      </Stack>
    </article>
  );
}
