import { TEMP_ROLE } from '@ankur/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toaster';
import { Trans } from '../../../lib/i18n';
import { activeRoleOf, useSessionStore } from '../../../stores/session';
import { loadAvailableTenants } from '../../../stores/tenant';
import { createTenant, fieldOf, messageOf, statusOf } from '../api';
import { DEFAULT_ACCENT, DEFAULT_PRIMARY } from '../branding';
import { useTenantsTranslation } from '../i18n';
import {
  NAME_MAX,
  NAME_MIN,
  type OnboardingErrors,
  type OnboardingProblem,
  type OnboardingValues,
  SLUG_MAX,
  slugify,
  typesFor,
  validateOnboarding,
} from '../onboarding';
import { useTenantActions } from '../use-tenant-actions';
import { Field, fieldAria, INPUT_CLASS } from './fields';

function TempRoleNotice() {
  const { t } = useTenantsTranslation();
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{t('tempRole.title')}</p>
      <p className="mt-1">{t('tempRole.body')}</p>
      <Link to="/select-role" className="btn-primary mt-3">
        {t('tempRole.action')}
      </Link>
    </div>
  );
}

/** The onboarding form: name, web address (derived from the name, editable), type, logo and colours. */
export function OnboardingForm({ page }: { page: 'organisation' | 'institution' }) {
  const id = useId();
  const { t } = useTenantsTranslation();
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
  /** The server's reason the web address was refused (409), shown on its field. */
  const [slugRejected, setSlugRejected] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const create = useMutation({
    mutationFn: createTenant,
    onSuccess: async (tenant) => {
      void loadAvailableTenants(true);
      notify.success(t('created.title', { name: tenant.display_name }), { description: t('created.description') });
      const entry = await enter(tenant);
      if (!entry.ok) setFormError(t('created.openFailed', { name: tenant.display_name, error: entry.error }));
    },
    onError: (error) => {
      const status = statusOf(error);
      if (status === 403) return setForbidden(true);
      if (status === 409 || fieldOf(error) === 'tenant_name') {
        return setSlugRejected(messageOf(error, t('errors.taken')));
      }
      setFormError(messageOf(error, t('errors.createFailed')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSlugRejected(null);
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
  const field = (name: keyof OnboardingErrors) => `${id}-${name}`;
  const word = (problem: OnboardingProblem | undefined): string | undefined =>
    problem && t(`errors.${problem}`, { min: NAME_MIN, max: problem === 'slugLong' ? SLUG_MAX : NAME_MAX });
  const slugErrorText = slugRejected ?? word(errors.tenant_name);

  if (isTemp || forbidden) return <TempRoleNotice />;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
        {t(`form.title.${page}`)}
      </h2>
      <Field id={field('display_name')} label={t('form.name')} required error={word(errors.display_name)}>
        <input
          {...fieldAria(field('display_name'), word(errors.display_name))}
          className={INPUT_CLASS}
          value={values.display_name}
          maxLength={NAME_MAX}
          autoComplete="organization"
          onChange={(e) => {
            const name = e.target.value;
            setValues((v) => ({ ...v, display_name: name, tenant_name: slugEdited ? v.tenant_name : slugify(name) }));
          }}
        />
      </Field>
      <Field
        id={field('tenant_name')}
        label={t('form.slug')}
        required
        error={slugErrorText}
        hint={
          <Trans
            ns="tenants"
            i18nKey="form.slugHint"
            values={{ address: `${origin}${preview}` }}
            components={{ address: <span data-testid="slug-preview" className="font-mono text-stone-700" /> }}
          />
        }
      >
        <div className="flex gap-2">
          <input
            {...fieldAria(field('tenant_name'), slugErrorText, true)}
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
              {t('form.useName')}
            </button>
          ) : null}
        </div>
      </Field>
      {types.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.type')}</legend>
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
                <span className="block text-sm font-medium text-stone-900">{t(`type.${type}`)}</span>
                <span className="block text-xs text-stone-600">{t(`typeHint.${type}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field id={field('logo_url')} label={t('form.logo')} error={word(errors.logo_url)} hint={t('form.logoHint')}>
        <input
          {...fieldAria(field('logo_url'), word(errors.logo_url), true)}
          type="url"
          inputMode="url"
          placeholder="https://example.org/logo.png"
          className={INPUT_CLASS}
          value={values.logo_url}
          onChange={(e) => set('logo_url', e.target.value)}
        />
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('form.colours')}</legend>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" checked={values.useColours} onChange={(e) => set('useColours', e.target.checked)} />
          {t('form.useColours')}
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
                {key === 'primary_color' ? t('form.primary') : t('form.accent')}
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
        {create.isPending ? t('form.submitting') : t(`form.submit.${values.tenant_type}`)}
      </button>
    </form>
  );
}
