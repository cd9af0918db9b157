import { TEMP_ROLE } from '@ankur/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toaster';
import { activeRoleOf, useSessionStore } from '../../../stores/session';
import { loadAvailableTenants } from '../../../stores/tenant';
import { createTenant, fieldOf, messageOf, statusOf } from '../api';
import { DEFAULT_ACCENT, DEFAULT_PRIMARY } from '../branding';
import {
  type OnboardingErrors,
  type OnboardingValues,
  SLUG_MAX,
  slugify,
  type TenantType,
  tenantTypeLabel,
  typesFor,
  validateOnboarding,
} from '../onboarding';
import { useTenantActions } from '../use-tenant-actions';
import { Field, fieldAria, INPUT_CLASS } from './fields';

const TYPE_HINTS: Record<TenantType, string> = {
  organisation: 'A company, network, foundation or association.',
  incubator: 'An incubator or accelerator running cohorts of start-ups.',
  event: 'A summit, hackathon or festival with its own programme.',
  institution: 'A university, college or school.',
};

export const TEMP_ROLE_MESSAGE = 'Pick your role first';

function TempRoleNotice() {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{TEMP_ROLE_MESSAGE}</p>
      <p className="mt-1">
        Your account does not have a role yet. Choose the one that describes you, then come back to set up your space.
      </p>
      <Link to="/select-role" className="btn-primary mt-3">
        Choose your role
      </Link>
    </div>
  );
}

/** The onboarding form: name, web address (derived from the name, editable), type, logo and colours. */
export function OnboardingForm({ page }: { page: 'organisation' | 'institution' }) {
  const id = useId();
  const types = typesFor(page);
  const isTemp = useSessionStore((s) => (s.currentRole ?? activeRoleOf(s.user))?.role_name === TEMP_ROLE.role_name);
  const { enter } = useTenantActions();
  const [values, setValues] = useState<OnboardingValues>({
    display_name: '',
    tenant_name: '',
    tenant_type: types[0] ?? 'organisation',
    logo_url: '',
    primary_color: DEFAULT_PRIMARY,
    accent_color: DEFAULT_ACCENT,
    useColours: false,
  });
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const create = useMutation({
    mutationFn: createTenant,
    onSuccess: async (tenant) => {
      void loadAvailableTenants(true);
      notify.success(`${tenant.display_name} is ready`, { description: 'Invite your people from its admin center.' });
      const entry = await enter(tenant);
      if (!entry.ok) setFormError(`${tenant.display_name} was created, but we could not open it: ${entry.error}`);
    },
    onError: (error) => {
      const status = statusOf(error);
      if (status === 403) return setForbidden(true);
      if (status === 409 || fieldOf(error) === 'tenant_name') {
        return setErrors({ tenant_name: messageOf(error, 'This web address is already taken. Choose another.') });
      }
      setFormError(messageOf(error, 'Could not create it. Please try again.'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validateOnboarding(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(result.body);
  };

  const slug = values.tenant_name;
  const preview = `/t/${values.tenant_type}/${slug || 'your-web-address'}`;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const label = tenantTypeLabel(values.tenant_type).toLowerCase();
  const field = (name: keyof OnboardingErrors) => `${id}-${name}`;

  if (isTemp || forbidden) return <TempRoleNotice />;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
        Set up your {page === 'institution' ? 'institution' : 'space'}
      </h2>
      <Field id={field('display_name')} label="Name" required error={errors.display_name}>
        <input
          {...fieldAria(field('display_name'), errors.display_name)}
          className={INPUT_CLASS}
          value={values.display_name}
          maxLength={120}
          autoComplete="organization"
          onChange={(e) => {
            const name = e.target.value;
            setValues((v) => ({ ...v, display_name: name, tenant_name: slugEdited ? v.tenant_name : slugify(name) }));
          }}
        />
      </Field>
      <Field
        id={field('tenant_name')}
        label="Web address"
        required
        error={errors.tenant_name}
        hint={
          <>
            Your space will be at{' '}
            <span data-testid="slug-preview" className="font-mono text-stone-700">
              {origin}
              {preview}
            </span>
          </>
        }
      >
        <div className="flex gap-2">
          <input
            {...fieldAria(field('tenant_name'), errors.tenant_name, true)}
            className={`${INPUT_CLASS} font-mono`}
            value={slug}
            maxLength={SLUG_MAX}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => {
              setSlugEdited(true);
              set('tenant_name', e.target.value.toLowerCase());
            }}
          />
          {slugEdited ? (
            <button
              type="button"
              className="btn-ghost shrink-0 px-3"
              onClick={() => {
                setSlugEdited(false);
                set('tenant_name', slugify(values.display_name));
              }}
            >
              Use the name
            </button>
          ) : null}
        </div>
      </Field>
      {types.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">Type</legend>
          {types.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-2 ring-1 ring-stone-200 has-[:checked]:ring-brand-500"
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={values.tenant_type === type}
                onChange={() => set('tenant_type', type)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium text-stone-900">{tenantTypeLabel(type)}</span>
                <span className="block text-xs text-stone-600">{TYPE_HINTS[type]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field
        id={field('logo_url')}
        label="Logo address (optional)"
        error={errors.logo_url}
        hint="A link to a square PNG, SVG or JPEG image."
      >
        <input
          {...fieldAria(field('logo_url'), errors.logo_url, true)}
          type="url"
          inputMode="url"
          placeholder="https://example.org/logo.png"
          className={INPUT_CLASS}
          value={values.logo_url}
          onChange={(e) => set('logo_url', e.target.value)}
        />
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Brand colours</legend>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" checked={values.useColours} onChange={(e) => set('useColours', e.target.checked)} />
          Use my brand colours (optional)
        </label>
        {values.useColours ? (
          <div className="flex flex-wrap gap-4">
            {(['primary_color', 'accent_color'] as const).map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm text-stone-700">
                <input
                  type="color"
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value)}
                  className="h-9 w-12 cursor-pointer rounded border border-stone-300"
                />
                {key === 'primary_color' ? 'Primary colour' : 'Accent colour'}
                <span className="font-mono text-xs text-stone-500">{values[key]}</span>
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : `Create ${label}`}
      </button>
    </form>
  );
}
