import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import type { SessionTenant } from '../../../stores/session';
import { updateCurrentTenant } from '../../../stores/tenant';
import { messageOf, TENANT_KEY, updateBranding } from '../api';
import {
  brandingVariables,
  brandPalette,
  DEFAULT_ACCENT,
  DEFAULT_PRIMARY,
  isHexColour,
  readsWithWhite,
} from '../branding';
import { Field, fieldAria, INPUT_CLASS } from '../components/fields';
import { TenantLogo } from '../components/tenant-logo';
import { useTenantsTranslation } from '../i18n';

interface Draft {
  display_name: string;
  logo_url: string;
  primary_color: string;
  accent_color: string;
}

/** The problems of a draft, by field: keys of the branding.* texts. */
type DraftErrors = Partial<Record<keyof Draft, 'nameInvalid' | 'logoInvalid' | 'colourInvalid'>>;

function draftOf(tenant: SessionTenant): Draft {
  return {
    display_name: tenant.display_name,
    logo_url: tenant.branding.logo_url ?? '',
    primary_color: tenant.branding.primary_color ?? '',
    accent_color: tenant.branding.accent_color ?? '',
  };
}

function validate(d: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const name = d.display_name.trim();
  if (name.length < 2 || name.length > 120) errors.display_name = 'nameInvalid';
  if (d.logo_url.trim() && !/^https?:\/\/\S+\.\S+/i.test(d.logo_url.trim())) {
    errors.logo_url = 'logoInvalid';
  }
  for (const key of ['primary_color', 'accent_color'] as const) {
    if (d[key] && !isHexColour(d[key])) errors[key] = 'colourInvalid';
  }
  return errors;
}

function ColourField({
  id,
  label,
  value,
  fallback,
  error,
  note,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  fallback: string;
  error?: string;
  note?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTenantsTranslation();
  return (
    <Field id={id} label={label} error={error} hint={note ?? t('branding.colourHint')}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('branding.picker', { label })}
          value={isHexColour(value) ? value : fallback}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded border border-stone-300"
        />
        <input
          {...fieldAria(id, error, true)}
          className={`${INPUT_CLASS} font-mono`}
          value={value}
          placeholder={fallback}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
    </Field>
  );
}

/** The Branding tab: name, logo and colours, with a live preview; Save applies them for everyone. */
export function BrandingTab({ tenant }: { tenant: SessionTenant }) {
  const id = useId();
  const { t } = useTenantsTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(tenant));
  const [errors, setErrors] = useState<DraftErrors>({});
  const errorOf = (key: keyof Draft) => {
    const problem = errors[key];
    return problem ? t(`branding.${problem}`) : undefined;
  };
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const branding = {
    ...(draft.logo_url.trim() ? { logo_url: draft.logo_url.trim() } : {}),
    ...(isHexColour(draft.primary_color) ? { primary_color: draft.primary_color } : {}),
    ...(isHexColour(draft.accent_color) ? { accent_color: draft.accent_color } : {}),
  };
  const palette = brandPalette(branding.primary_color);
  const primaryNote =
    branding.primary_color && !readsWithWhite(branding.primary_color)
      ? t('branding.darker', { shade: palette?.['600'] })
      : undefined;

  const save = useMutation({
    mutationFn: () => updateBranding({ display_name: draft.display_name.trim(), branding }),
    onSuccess: () => {
      updateCurrentTenant({ display_name: draft.display_name.trim(), branding });
      void queryClient.invalidateQueries({ queryKey: [TENANT_KEY, tenant.tenant_id, 'current'] });
      notify.success(t('branding.saved'), { description: t('branding.savedDescription') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const preview = { display_name: draft.display_name.trim() || tenant.display_name, branding };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={submit}
        className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
      >
        <Field id={`${id}-name`} label={t('branding.displayName')} required error={errorOf('display_name')}>
          <input
            {...fieldAria(`${id}-name`, errorOf('display_name'))}
            className={INPUT_CLASS}
            value={draft.display_name}
            maxLength={120}
            onChange={(e) => set('display_name')(e.target.value)}
          />
        </Field>
        <Field id={`${id}-logo`} label={t('branding.logo')} error={errorOf('logo_url')} hint={t('branding.logoHint')}>
          <input
            {...fieldAria(`${id}-logo`, errorOf('logo_url'), true)}
            type="url"
            className={INPUT_CLASS}
            value={draft.logo_url}
            placeholder="https://example.org/logo.png"
            onChange={(e) => set('logo_url')(e.target.value)}
          />
        </Field>
        <ColourField
          id={`${id}-primary`}
          label={t('branding.primary')}
          value={draft.primary_color}
          fallback={DEFAULT_PRIMARY}
          error={errorOf('primary_color')}
          note={primaryNote}
          onChange={set('primary_color')}
        />
        <ColourField
          id={`${id}-accent`}
          label={t('branding.accent')}
          value={draft.accent_color}
          fallback={DEFAULT_ACCENT}
          error={errorOf('accent_color')}
          onChange={set('accent_color')}
        />
        {save.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {messageOf(save.error, t('branding.saveFailed'))}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t('branding.saving') : t('branding.save')}
          </button>
          <button
            type="button"
            className="btn-ghost"
            disabled={save.isPending}
            onClick={() => {
              setDraft(draftOf(tenant));
              setErrors({});
            }}
          >
            {t('branding.undo')}
          </button>
        </div>
      </form>
      <section
        aria-label={t('branding.preview')}
        style={brandingVariables(branding)}
        className="flex min-w-0 flex-col gap-2"
      >
        <h3 className="text-sm font-semibold text-stone-700">{t('branding.preview')}</h3>
        <div className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
          <div className="bg-brand-800 px-4 py-1 text-center text-xs text-brand-50">{t('branding.edition')}</div>
          <div className="flex items-center gap-3 border-b border-stone-100 px-4 py-3">
            <TenantLogo tenant={preview} className="size-8 text-xs" />
            <span className="truncate font-semibold text-stone-900">{preview.display_name}</span>
          </div>
          <div className="h-1.5 bg-[var(--tenant-accent,var(--color-soil-400))]" />
          <div className="flex flex-col gap-3 p-4">
            <p className="text-lg font-bold text-stone-900">{t('branding.welcome', { name: preview.display_name })}</p>
            <p className="text-sm text-brand-700">{t('branding.links')}</p>
            <div className="flex flex-wrap items-center gap-2">
              <span className="btn-primary">{t('branding.primaryButton')}</span>
              <span className="btn-outline">{t('branding.outlineButton')}</span>
              <span className="rounded-full bg-[var(--tenant-accent,var(--color-soil-400))] px-2 py-0.5 text-xs font-medium text-[var(--tenant-on-accent,#1c1917)]">
                {t('branding.accentBadge')}
              </span>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
