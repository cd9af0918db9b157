import { type To, useLocation } from 'react-router';

export const REPORT_BUGS_PATH = '/report-bugs';

/** /report-bugs with the page the visitor is on as ?from=, so the report names where it happened. */
export function useReportBugsLink(): To {
  const { pathname, search } = useLocation();
  if (pathname === REPORT_BUGS_PATH) return { pathname: REPORT_BUGS_PATH, search };
  return { pathname: REPORT_BUGS_PATH, search: `?${new URLSearchParams({ from: `${pathname}${search}` })}` };
}
