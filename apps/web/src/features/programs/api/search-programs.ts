import type { ProgramSchedule } from '@ankur/shared/program-schedule';
import type { ProgramLanguage, TProgram } from '@ankur/shared/schemas/programs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ProgramSearchParams, searchProgramsQueryOptions } from '../../../lib/resources';

/** Cards per catalogue page (a 3-column grid on wide screens). */
export const CATALOGUE_PAGE_SIZE = 12;

/** What the catalogue's URL holds: ?q=, ?category=, ?when=, ?lang= (comma lists), ?from= (ISO date), ?page=. */
export interface CatalogueFilters {
  search: string;
  categories: readonly string[];
  /** where the programs stand today; none = any */
  schedules: readonly ProgramSchedule[];
  /** the languages of their content; none = any */
  languages: readonly ProgramLanguage[];
  /** ISO YYYY-MM-DD, or '' for any start date. */
  startingFrom: string;
  page: number;
}

/**
 * GET programs/searchPrograms for a catalogue page: published programs only (a program manager
 * browsing the learner's catalogue sees what learners see). Programs that have ended come last,
 * programs in the reader's interface language first, then the soonest start (issue 19: nothing
 * is hidden by default; the language filter narrows).
 */
export function catalogueSearchParams(
  filters: CatalogueFilters,
  readerLanguage?: ProgramLanguage,
): ProgramSearchParams {
  const search = filters.search.trim();
  return {
    page: filters.page,
    limit: CATALOGUE_PAGE_SIZE,
    status: 'published',
    open_first: true,
    ...(readerLanguage && filters.languages.length !== 1 ? { prefer_language: readerLanguage } : {}),
    sortField: 'start_date',
    sortOrder: 'asc',
    ...(filters.schedules.length ? { schedule: filters.schedules } : {}),
    ...(filters.languages.length ? { language: filters.languages } : {}),
    ...(search ? { search } : {}),
    ...(filters.categories.length ? { program_category: filters.categories } : {}),
    ...(filters.startingFrom ? { start_date_from: filters.startingFrom } : {}),
  };
}

export function useSearchPrograms(params: ProgramSearchParams) {
  return useQuery({ ...searchProgramsQueryOptions(params), placeholderData: keepPreviousData });
}

/** Every published program's category (one column, all rows): the catalogue's filter chips. */
export const CATEGORY_SEARCH_PARAMS = {
  limit: -1,
  status: 'published',
  fields: ['program_id', 'program_category'],
} as const satisfies ProgramSearchParams;

/** The distinct categories, sorted for the language on screen. */
export function distinctCategories(rows: readonly Partial<TProgram>[], locale?: string): string[] {
  const names = new Set<string>();
  for (const row of rows) {
    const name = row.program_category?.trim();
    if (name) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, locale));
}

export function programCategoriesQueryOptions() {
  return queryOptions({
    ...searchProgramsQueryOptions(CATEGORY_SEARCH_PARAMS),
    select: (result) => distinctCategories(result.data),
    staleTime: 5 * 60 * 1000,
  });
}

export function useProgramCategories() {
  return useQuery(programCategoriesQueryOptions());
}
