import { ORGANISATION_CATEGORIES, type TOrganisationCategory } from '@ankur/shared/schemas/community';
import type { TOrganisationDetail } from '@ankur/shared/schemas/community-network';
import { INDIAN_STATES } from '@ankur/shared/schemas/profiles';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useCreateOrganisation, useEditOrganisation } from '../api/organisations';
import { useNetworkTranslation } from '../i18n';

interface Values {
  name: string;
  category: TOrganisationCategory;
  description: string;
  city: string;
  state: string;
  website: string;
  open_to_collaborate: boolean;
}

const fromOrg = (o: TOrganisationDetail | null, category?: TOrganisationCategory): Values => ({
  name: o?.name ?? '',
  category: o?.category ?? category ?? 'incubator',
  description: o?.description ?? '',
  city: o?.city ?? '',
  state: o?.state ?? '',
  website: o?.website ?? '',
  open_to_collaborate: o?.open_to_collaborate ?? false,
});

/**
 * Create an organisation page, or edit one (`organisation` given). A tenant's own page keeps the
 * tenant's name and category (shown, not editable). The server's 400 names the wrong field.
 */
export function OrganisationForm({
  open,
  organisation,
  category,
  onClose,
}: {
  open: boolean;
  organisation: TOrganisationDetail | null;
  category?: TOrganisationCategory;
  onClose: () => void;
}) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const edit = useEditOrganisation(organisation?.organisation_id ?? 0);
  const save = organisation ? edit : create;
  const [values, setValues] = useState<Values>(() => fromOrg(organisation, category));
  const fixed = organisation?.represents_tenant != null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const close = () => {
    if (save.isPending) return;
    save.reset();
    setValues(fromOrg(organisation, category));
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(fixed ? {} : { name: values.name, category: values.category }),
      description: values.description,
      city: values.city,
      state: (values.state || null) as never,
      website: values.website.trim() || null,
      open_to_collaborate: values.open_to_collaborate,
    };
    const done = (saved: TOrganisationDetail) => {
      notify.success(t(organisation ? 'organisation.saved' : 'organisation.created'));
      save.reset();
      onClose();
      if (!organisation) navigate(`/organization?org=${saved.slug}`);
    };
    if (organisation) edit.mutate(body, { onSuccess: done });
    else create.mutate({ ...body, name: values.name, category: values.category }, { onSuccess: done });
  };
  const error = save.isError ? errorText(save.error) : null;
  const field = (key: 'name' | 'city' | 'website', label: string, extra: object = {}) => (
    <Field id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        className={INPUT_CLASS}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        {...extra}
      />
    </Field>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={organisation ? t('organisation.editTitle', { name: organisation.name }) : t('organisation.createTitle')}
      width="36rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={close} disabled={save.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {field('name', t('organisation.name'), {
          required: true,
          minLength: 2,
          maxLength: 120,
          disabled: fixed,
          'data-autofocus': true,
        })}
        {fixed ? <p className="-mt-2 text-xs text-stone-500">{t('organisation.fromTenant')}</p> : null}
        <Field id={`${id}-category`} label={t('organisation.category')}>
          <select
            id={`${id}-category`}
            className={INPUT_CLASS}
            value={values.category}
            disabled={fixed}
            onChange={(e) => set('category', e.target.value as TOrganisationCategory)}
          >
            {ORGANISATION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-description`} label={t('organisation.description')}>
          <textarea
            id={`${id}-description`}
            rows={5}
            maxLength={3000}
            className={INPUT_CLASS}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {field('city', t('organisation.city'), { maxLength: 100 })}
          <Field id={`${id}-state`} label={t('organisation.state')}>
            <select
              id={`${id}-state`}
              className={INPUT_CLASS}
              value={values.state}
              onChange={(e) => set('state', e.target.value)}
            >
              <option value="">{t('organisation.noState')}</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {field('website', t('organisation.websiteField'), { type: 'url', maxLength: 300 })}
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={values.open_to_collaborate}
            onChange={(e) => set('open_to_collaborate', e.target.checked)}
          />
          {t('organisation.collaborate')}
        </label>
      </form>
    </Modal>
  );
}
