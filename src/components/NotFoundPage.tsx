import { useLocation } from 'react-router-dom';
import { adminTitle, publicTitle } from '../config/constants';
import { useDocumentTitle } from '../hooks/use-document-title';
import { isAdminPath } from '../lib/admin-path';
import { NotFoundNotice } from './NotFoundNotice';

export const NOT_FOUND = 'Page not found';

/**
 * Any address the site does not have. Its tab says so, in the manner of the part of the site it is
 * in: "PAC - Page not found" under /admin, "Priory Angling Club - Page not found" elsewhere.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const inBackOffice = isAdminPath(pathname);
  useDocumentTitle(inBackOffice ? adminTitle(NOT_FOUND) : publicTitle(NOT_FOUND));
  return (
    <NotFoundNotice
      heading={NOT_FOUND}
      sentence="That page does not exist on the club site."
      to="/"
      action="Back to the home page"
    />
  );
}
