import Alert from '@mui/material/Alert';
import { jobNotices, useServerJobs } from './server-jobs';

/**
 * What the club's scheduled jobs need an admin to know (issue 32, point 8): the upkeep or the
 * purge stopped, a job failing, catches waiting for files; and that the admin server did not
 * answer at all, since then nothing else here can say so. Nothing while all is well.
 */
export function ServerJobsNotice({ catches }: { catches: boolean }) {
  const jobs = useServerJobs();
  if (jobs.isError)
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2, maxWidth: 560 }}>
        The club&apos;s server did not answer: new catches and emails may be waiting. Try again
        shortly; if this stays, tell whoever looks after the website.
      </Alert>
    );
  const notices = jobs.data ? jobNotices(jobs.data, { catches }) : [];
  if (notices.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2, maxWidth: 560 }}>
      {notices.map((notice) => (
        <div key={notice}>{notice}</div>
      ))}
    </Alert>
  );
}
