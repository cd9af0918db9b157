import type {
  NotificationChannel,
  NotificationType,
  TNotificationPreferences,
} from '@ankur/shared/schemas/notifications';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { useNotificationsTranslation } from '../i18n';
import { NOTIFICATION_TYPE_LIST, NotificationIcon } from './notification-icon';

const CHANNELS: readonly NotificationChannel[] = ['in_app', 'email', 'none'];
const DIGESTS: readonly TNotificationPreferences['email_digest'][] = ['off', 'daily'];

const CHOICE =
  'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-stone-800 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:font-medium has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-brand-500';

/** The saved preferences with every kind present (a kind the server does not list is "in the app"). */
export function completePreferences(saved: TNotificationPreferences): TNotificationPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_TYPE_LIST.map((type) => [type, saved.channels[type] ?? 'in_app']),
  ) as TNotificationPreferences['channels'];
  return { channels, email_digest: saved.email_digest ?? 'off' };
}

function Choice({
  name,
  checked,
  label,
  onChange,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <label className={CHOICE}>
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      <span
        aria-hidden="true"
        className={`size-3 rounded-full ring-1 ${checked ? 'bg-brand-600 ring-brand-600' : 'bg-white ring-stone-400'}`}
      />
      {label}
    </label>
  );
}

/**
 * Where each kind of notification goes (in the app, also by e-mail, or off) and the e-mail digest:
 * GET and PUT notifications/preferences. A refusal (400) is shown with the server's reason.
 */
export function PreferencesPanel({ id }: { id?: string }) {
  const { t } = useNotificationsTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const names = useId();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<TNotificationPreferences | null>(null);
  const value = draft ?? (prefs.data ? completePreferences(prefs.data) : null);

  const change = (next: TNotificationPreferences) => {
    save.reset();
    setDraft(next);
  };
  const setChannel = (type: NotificationType, channel: NotificationChannel) => {
    if (value) change({ ...value, channels: { ...value.channels, [type]: channel } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        notify.success(t('preferences.saved'));
      },
    });
  };

  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('preferences.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('preferences.intro')}</p>
      {!value && prefs.isPending ? (
        <p role="status" className="py-6 text-sm text-stone-600">
          {t('common.loading')}
        </p>
      ) : !value ? (
        <QueryErrorPanel
          variant="inline"
          inline={{ className: 'mt-4' }}
          title={t('preferences.loadFailed')}
          error={prefs.error}
          onRetry={() => void prefs.refetch()}
        />
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <ul className="flex flex-col divide-y divide-stone-100">
            {NOTIFICATION_TYPE_LIST.map((type) => (
              <li key={type} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span id={`${names}-${type}`} className="flex items-center gap-2 text-sm font-medium text-stone-900">
                  <NotificationIcon type={type} size="sm" />
                  <span aria-hidden="true">{t(`types.${type}`)}</span>
                </span>
                <div role="radiogroup" aria-labelledby={`${names}-${type}`} className="flex flex-wrap gap-2">
                  {CHANNELS.map((channel) => (
                    <Choice
                      key={channel}
                      name={`${names}-${type}`}
                      checked={value.channels[type] === channel}
                      label={t(`preferences.channels.${channel}`)}
                      onChange={() => setChannel(type, channel)}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <fieldset className="flex flex-col gap-2 border-t border-stone-200 pt-4">
            <legend className="mb-2 text-sm font-medium text-stone-900">{t('preferences.digest.legend')}</legend>
            <div className="flex flex-wrap gap-2">
              {DIGESTS.map((digest) => (
                <Choice
                  key={digest}
                  name={`${names}-digest`}
                  checked={value.email_digest === digest}
                  label={t(`preferences.digest.${digest}`)}
                  onChange={() => change({ ...value, email_digest: digest })}
                />
              ))}
            </div>
          </fieldset>
          {save.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('preferences.saveFailed', { reason: errorText(save.error) })}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? t('preferences.saving') : t('preferences.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
