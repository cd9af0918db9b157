/** What a TanStack infinite query offers for "Load more" (useInfiniteQuery's result fits). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * "Load more" under a paged list: the button while more pages exist (disabled and relabelled
 * while one loads), and why the last page failed, if it did.
 */
export function LoadMore({
  pages,
  label,
  loadingLabel,
  error,
  variant = 'centred',
}: {
  pages: MorePages;
  label: string;
  loadingLabel: string;
  /** the failed page's reason, shown when isFetchNextPageError */
  error?: string | null;
  /** 'centred': an outlined button below a feed; 'full': a quiet full-width one inside a pane */
  variant?: 'centred' | 'full';
}) {
  return (
    <>
      {pages.hasNextPage ? (
        <div className={variant === 'full' ? 'px-2 pb-3' : 'mt-6 flex justify-center'}>
          <button
            type="button"
            className={variant === 'full' ? 'btn-ghost w-full' : 'btn-outline'}
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? loadingLabel : label}
          </button>
        </div>
      ) : null}
      {pages.isFetchNextPageError && error ? (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
