import type { TProfile } from '@ankur/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Eye, EyeOff, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { fieldErrorsFromDetails, type SignInField, signIn } from '../sign-in-api';
import { FormField } from './form-field';

type FieldErrors = Partial<Record<SignInField, string>>;

const REQUIRED: Record<SignInField, string> = {
  username: 'Enter your username or e-mail address.',
  password: 'Enter your password.',
};

function messageFor(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status >= 500 ? 'Something went wrong on our side. Please try again in a moment.' : error.message;
  }
  return `We could not reach ${config.brandName}. Check your connection and try again.`;
}

interface SignInFormProps {
  /** Called with the profile the API answered, once the session cookie is set. */
  onSignedIn: (user: TProfile) => void;
}

/** Username-or-e-mail and password, with inline and form-level errors (POST /api/auth/signin). */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const focusField = (field: SignInField) => (field === 'username' ? usernameRef : passwordRef).current?.focus();

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: onSignedIn,
    onError: (error) => {
      const fromApi = error instanceof ApiError && error.status === 400 ? fieldErrorsFromDetails(error.details) : {};
      const first = (['username', 'password'] as const).find((field) => fromApi[field]);
      if (first) {
        setFieldErrors(fromApi);
        focusField(first);
      } else {
        setFormError(messageFor(error));
      }
    },
  });
  const pending = mutation.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const credentials = { username: username.trim(), password };
    const errors: FieldErrors = {};
    if (!credentials.username) errors.username = REQUIRED.username;
    if (!credentials.password) errors.password = REQUIRED.password;
    setFieldErrors(errors);
    setFormError(null);
    const first = (['username', 'password'] as const).find((field) => errors[field]);
    if (first) {
      focusField(first);
      return;
    }
    mutation.mutate(credentials);
  };

  const clearError = (field: SignInField) => {
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} aria-label="Sign in" className="flex flex-col gap-5">
      {formError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-px size-4 shrink-0" aria-hidden />
          <span>{formError}</span>
        </div>
      ) : null}
      <FormField
        ref={usernameRef}
        id={`${id}-username`}
        name="username"
        label="Username or e-mail"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        maxLength={254}
        value={username}
        error={fieldErrors.username}
        onChange={(event) => {
          setUsername(event.target.value);
          clearError('username');
        }}
      />
      <FormField
        ref={passwordRef}
        id={`${id}-password`}
        name="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        maxLength={256}
        value={password}
        error={fieldErrors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError('password');
        }}
        trailing={
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            aria-label="Show password"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        }
      />
      <button
        type="submit"
        className="btn-primary mt-1 w-full py-2.5 text-base aria-disabled:cursor-wait aria-disabled:opacity-70"
        aria-disabled={pending || undefined}
      >
        {pending ? (
          <>
            <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
            Signing in…
          </>
        ) : (
          'Sign in'
        )}
      </button>
    </form>
  );
}
