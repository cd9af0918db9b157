/**
 * English texts of the "common" namespace: what every feature says the same way about a request
 * (lib/api-errors.ts, the query-state gate). hi.ts has the same keys (its type is derived from this object).
 */
const en = {
  errors: {
    network: 'We could not reach the server. Check your internet connection and try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
  },
  retry: 'Try again',
  loading: 'Loading…',
  notFound: 'Not found',
};

export type CommonMessages = typeof en;
export default en;
