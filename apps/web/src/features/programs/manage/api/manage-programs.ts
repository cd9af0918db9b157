import { DEFAULT_PROGRAM_LANGUAGE, type ProgramLanguage, type TProgram } from '@ankur/shared/schemas/programs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate, type ListParams, listQueryOptions } from '../../../../lib/resource-client';
import { type ProgramStatus, programs } from '../../../../lib/resources';
import { type ProgramOutlineData, programOutlineQueryOptions } from '../../api/load-program-outline';

/** Rows per page of the managers' program list. */
export const MANAGE_PAGE_SIZE = 10;

/** What the list's URL holds: ?q=, ?status=, ?page=. */
export interface ManageFilters {
  search: string;
  status: ProgramStatus | '';
  page: number;
}

const LIST_FIELDS = [
  'program_id',
  'program_name',
  'program_category',
  'start_date',
  'end_date',
  'status',
  'updated_at',
] as const;

/**
 * GET programs/getAll for a page of the managers' list: every program of the tenant, drafts and
 * archives too (the server shows those to program managers only), the most recently changed first.
 */
export function managedProgramsParams(filters: ManageFilters): ListParams<TProgram> {
  const search = filters.search.trim();
  return {
    page: filters.page,
    limit: MANAGE_PAGE_SIZE,
    fields: LIST_FIELDS,
    sortField: 'updated_at',
    sortOrder: 'desc',
    ...(search ? { search } : {}),
    ...(filters.status ? { filterFields: { status: filters.status } } : {}),
  };
}

export function useManagedPrograms(filters: ManageFilters) {
  return useQuery({ ...listQueryOptions(programs, managedProgramsParams(filters)), placeholderData: keepPreviousData });
}

/** The editable fields of a program, as its form holds them (dates as YYYY-MM-DD or ''). */
export interface ProgramValues {
  program_name: string;
  program_category: string;
  program_description: string;
  start_date: string;
  end_date: string;
  language: ProgramLanguage;
  self_paced: boolean;
}

export const PROGRAM_FIELDS = [
  'program_name',
  'program_category',
  'program_description',
  'start_date',
  'end_date',
  'language',
  'self_paced',
] as const satisfies readonly (keyof ProgramValues)[];

export const EMPTY_PROGRAM: ProgramValues = {
  program_name: '',
  program_category: '',
  program_description: '',
  start_date: '',
  end_date: '',
  language: DEFAULT_PROGRAM_LANGUAGE,
  self_paced: false,
};

export function programValuesOf(program: Partial<TProgram>): ProgramValues {
  return {
    program_name: program.program_name ?? '',
    program_category: program.program_category ?? '',
    program_description: program.program_description ?? '',
    start_date: program.start_date?.slice(0, 10) ?? '',
    end_date: program.end_date?.slice(0, 10) ?? '',
    language: program.language === 'hi' ? 'hi' : DEFAULT_PROGRAM_LANGUAGE,
    self_paced: program.self_paced ?? false,
  };
}

/**
 * The body of createProgram / updateProgram: trimmed, empty optional fields as null. A self-paced
 * program has no dates (it is always open), so the dates the form still holds are not sent.
 */
export function programBody(values: ProgramValues) {
  const optional = (value: string) => value.trim() || null;
  return {
    program_name: values.program_name.trim(),
    program_category: optional(values.program_category),
    program_description: optional(values.program_description),
    start_date: values.self_paced ? null : values.start_date || null,
    end_date: values.self_paced ? null : values.end_date || null,
    language: values.language,
    self_paced: values.self_paced,
  };
}

/** POST programs/createProgram: a new program (the server starts it as a draft). */
export function useCreateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProgramValues) => programs.create(programBody(values)),
    onSuccess: () => invalidate(client, programs),
  });
}

type ProgramUpdate = Partial<ReturnType<typeof programBody>> & { status?: ProgramStatus };

/** PUT programs/updateProgram/{id}: the saved program replaces the one on screen at once. */
export function useUpdateProgram(programId: number) {
  const client = useQueryClient();
  const key = programOutlineQueryOptions(programId).queryKey;
  return useMutation({
    mutationFn: (body: ProgramUpdate) => programs.update(programId, body),
    onSuccess: async (saved) => {
      client.setQueryData<ProgramOutlineData>(key, (data) => (data ? { ...data, program: saved } : data));
      await invalidate(client, programs);
    },
  });
}

/** DELETE programs/deleteProgram/{id}/{userId}: a soft delete; the caller then leaves the program's page. */
export function useDeleteProgram(programId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => programs.remove(programId, userId),
    // marked stale without refetching: the program's own page (about to be left) would answer 404
    onSuccess: () => client.invalidateQueries({ queryKey: [programs.prefix], refetchType: 'none' }),
  });
}
