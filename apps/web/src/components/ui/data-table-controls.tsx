import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormatNumber } from '../../lib/i18n';
import { useUiTranslation } from './i18n';

/** The search input and the pagination footer of DataTable (data-table.tsx). */

export interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

export interface DataTableSearch {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 300;

/** A search input that reports its text SEARCH_DEBOUNCE_MS after the last keystroke. */
export function SearchInput({ value, onChange, label, placeholder }: DataTableSearch) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    // the owner reset the search (e.g. a filter change): show it
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      report.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-stone-400"
      />
    </div>
  );
}

export function PaginationFooter(props: DataTablePagination & { label: string }) {
  const { t } = useUiTranslation();
  const format = useFormatNumber();
  const { page, pageSize, total, onPageChange, onPageSizeChange, label } = props;
  const sizeId = useId();
  const pages = Math.max(1, props.totalPages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const options = props.pageSizeOptions ?? DEFAULT_PAGE_SIZES;

  return (
    <nav
      aria-label={t('table.pagesNav', { label })}
      className="flex flex-col gap-2 text-sm text-stone-700 sm:flex-row sm:items-center"
    >
      <p aria-live="polite" className="sm:mr-auto">
        {total === 0
          ? t('table.noResults')
          : t('table.showing', { from: format(from), to: format(to), total: format(total) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onPageSizeChange ? (
          <span className="flex items-center gap-2">
            <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
            >
              {options.map((size) => (
                <option key={size} value={size}>
                  {format(size)}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <span className="ml-auto flex items-center gap-1 sm:ml-0">
          <span className="whitespace-nowrap">
            {t('table.page', { page: format(Math.min(page, pages)), pages: format(pages) })}
          </span>
          <button
            type="button"
            className="btn-ghost px-2"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('table.previousPage')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="btn-ghost px-2"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('table.nextPage')}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </span>
      </div>
    </nav>
  );
}
