/**
 * English texts of the "ui" namespace (the UI kit's own words: the modal's Close, the data table,
 * the loaders, the language switch). hi.ts has the same keys (its type is derived from this object).
 * Numbers arrive already written in Indian grouping (formatNumber), as strings.
 */
const en = {
  language: { label: 'Language' },
  modal: { close: 'Close' },
  confirm: { cancel: 'Cancel', working: 'Working…' },
  toast: { region: 'Notifications', close: 'Close notification' },
  loading: 'Loading',
  table: {
    /** the scrolling region around a table; label is the table's own name */
    region: '{{label}} table',
    retry: 'Retry',
    pagesNav: '{{label}} pages',
    noResults: 'No results',
    showing: 'Showing {{from}}–{{to}} of {{total}}',
    rowsPerPage: 'Rows per page',
    page: 'Page {{page}} of {{pages}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
};

export type UiMessages = typeof en;
export default en;
