import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { searchUsersQueryOptions } from '../api';
import { USER_SUMMARY_FIELDS, type UserSummary, useDebounced, userLabel } from '../users';
import { INPUT_CLASS } from './fields';
import { LoadError } from './load-error';

export interface PickedUser {
  user_id: number;
  label: string;
}

interface UserPickerProps {
  id: string;
  label: string;
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  /** The SPEC §8 message when the search fails (e.g. "Failed to fetch parent users."). */
  loadError?: string;
  error?: string | null;
  required?: boolean;
}

const RESULTS = 8;

/** Picks one user through auth/searchUsers (searched on the server as the name is typed). */
export function UserPicker({ id, label, value, onChange, loadError, error, required }: UserPickerProps) {
  const [editing, setEditing] = useState(value === null);
  const [text, setText] = useState('');
  const term = useDebounced(text.trim());
  const results = useQuery({
    ...searchUsersQueryOptions({
      search: term,
      limit: RESULTS,
      fields: USER_SUMMARY_FIELDS,
      sortField: 'username',
      sortOrder: 'asc',
    }),
    enabled: editing,
  });

  const pick = (user: Partial<UserSummary>) => {
    if (user.user_id === undefined) return;
    onChange({ user_id: user.user_id, label: userLabel(user) });
    setEditing(false);
    setText('');
  };

  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-note` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {value && !editing ? (
        <div className="flex items-center gap-2 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 text-sm">
          <UserRound aria-hidden="true" className="size-4 text-stone-500" />
          <span className="min-w-0 flex-1 truncate">{value.label}</span>
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => setEditing(true)}>
            Change<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="sr-only">
            Search users for {label.toLowerCase()}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              type="search"
              value={text}
              autoComplete="off"
              placeholder="Search by name, username or e-mail"
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              className={INPUT_CLASS}
            />
            {value ? (
              <button type="button" className="btn-ghost px-3" onClick={() => setEditing(false)}>
                Cancel
              </button>
            ) : null}
          </div>
          {results.isError ? (
            <LoadError
              error={results.error}
              message={loadError ?? 'Failed to fetch users.'}
              onRetry={() => void results.refetch()}
            />
          ) : results.isPending ? (
            <p role="status" className="text-xs text-stone-500">
              Searching…
            </p>
          ) : results.data.data.length === 0 ? (
            <p className="text-xs text-stone-600">No user matches “{term}”.</p>
          ) : (
            <ul
              aria-label={`Users matching ${term || 'any name'}`}
              className="flex max-h-48 flex-col overflow-y-auto rounded-lg border border-stone-200"
            >
              {results.data.data.map((user) => (
                <li key={user.user_id}>
                  <button
                    type="button"
                    onClick={() => pick(user)}
                    className="w-full px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    {userLabel(user)}
                    {user.email ? <span className="block text-xs text-stone-500">{user.email}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error ? (
        <p id={`${id}-note`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
