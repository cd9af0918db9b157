/**
 * English texts of the "ui" namespace (the UI kit's own words: the modal's Close, the data table,
 * the rich-text editor, the loaders, the language switch). hi.ts has the same keys (its type is derived from this object).
 * Numbers arrive already written in Indian grouping (formatNumber), as strings.
 */
const en = {
  language: { label: 'Language' },
  modal: { close: 'Close' },
  confirm: { cancel: 'Cancel', working: 'Working…' },
  toast: { region: 'Notifications', close: 'Close notification' },
  loading: 'Loading',
  /** the rich-text editor's toolbar and link box */
  editor: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    subheading: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    link: 'Link',
    unlink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
    linkUrl: 'Link address',
    linkApply: 'Apply link',
    linkHttps: 'Links must start with https://',
  },
  /** the people picker (finding people of the organisation) */
  people: {
    people: 'Find people',
    peoplePlaceholder: 'Search by name or e-mail',
    peopleLabel: 'People',
    noPeople: 'No one matches “{{q}}”.',
    typeToSearch: 'Type a name to find people in your organisation.',
    peopleError: 'People could not be searched.',
    selected: 'Chosen',
    remove: 'Remove {{name}}',
    loading: 'Loading…',
  },
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
