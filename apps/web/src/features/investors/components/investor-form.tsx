import {
  INVESTMENT_STAGES,
  INVESTOR_SECTORS,
  INVESTOR_TYPES,
  PORTFOLIO_LINKS_MAX,
  type TInvestmentStage,
  type TInvestorProfile,
  type TInvestorSector,
  type TInvestorType,
} from '@ankur/shared/schemas/investors';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useRegisterInvestor } from '../api/investors';
import { useInvestorsTranslation } from '../i18n';

const FIELDS = [
  'investor_type',
  'organisation',
  'ticket_min_inr',
  'ticket_max_inr',
  'stages',
  'sectors',
  'portfolio_links',
  'accreditation',
] as const;
const rupees = (s: string) => Number(s.replace(/[,\s₹]/g, ''));

/** Choices shown as checkboxes in a fieldset (stages, sectors). */
function Choices<T extends string>(props: {
  legend: string;
  options: readonly T[];
  label: (o: T) => string;
  value: T[];
  onChange: (v: T[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={props.error ? `${props.legend}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {props.legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.options.map((o) => (
          <label
            key={o}
            className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-stone-800 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={props.value.includes(o)}
              onChange={(e) =>
                props.onChange(e.target.checked ? [...props.value, o] : props.value.filter((x) => x !== o))
              }
            />
            {props.label(o)}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={`${props.legend}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The registration: type, cheque sizes, stages, sectors, portfolio links, the declaration. */
export function InvestorForm({ profile }: { profile: TInvestorProfile | null }) {
  const { t } = useInvestorsTranslation();
  const errorText = useErrorText();
  const formatNumber = useFormatNumber();
  const save = useRegisterInvestor();
  const [type, setType] = useState<TInvestorType>(profile?.investor_type ?? 'angel');
  const [organisation, setOrganisation] = useState(profile?.organisation ?? '');
  const [min, setMin] = useState(profile ? formatNumber(profile.ticket_min_inr) : '');
  const [max, setMax] = useState(profile ? formatNumber(profile.ticket_max_inr) : '');
  const [stages, setStages] = useState<TInvestmentStage[]>(profile?.stages ?? []);
  const [sectors, setSectors] = useState<TInvestorSector[]>(profile?.sectors ?? []);
  const [links, setLinks] = useState<string[]>(profile?.portfolio_links.length ? profile.portfolio_links : ['']);
  const [declared, setDeclared] = useState(false);
  const errors = fieldErrorsOf(save.error, FIELDS);
  const general = save.error && Object.keys(errors).length === 0 ? errorText(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        investor_type: type,
        organisation: organisation.trim() || null,
        ticket_min_inr: rupees(min),
        ticket_max_inr: rupees(max),
        stages,
        sectors,
        portfolio_links: links.map((l) => l.trim()).filter(Boolean),
        accreditation: declared as true,
      },
      { onSuccess: () => notify.success(t('screen.sent')) },
    );
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="investor-type" label={t('screen.type')} error={errors.investor_type} required>
          <select
            {...fieldAria('investor-type', errors.investor_type)}
            className={INPUT_CLASS}
            value={type}
            onChange={(e) => setType(e.target.value as TInvestorType)}
          >
            {INVESTOR_TYPES.map((o) => (
              <option key={o} value={o}>
                {t(`types.${o}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="investor-organisation" label={t('screen.organisation')} error={errors.organisation}>
          <input
            {...fieldAria('investor-organisation', errors.organisation)}
            className={INPUT_CLASS}
            value={organisation}
            maxLength={120}
            onChange={(e) => setOrganisation(e.target.value)}
          />
        </Field>
        <Field
          id="ticket-min"
          label={t('screen.ticketMin')}
          hint={t('screen.ticketHint')}
          error={errors.ticket_min_inr}
          required
        >
          <input
            {...fieldAria('ticket-min', errors.ticket_min_inr, true)}
            className={INPUT_CLASS}
            inputMode="numeric"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </Field>
        <Field id="ticket-max" label={t('screen.ticketMax')} error={errors.ticket_max_inr} required>
          <input
            {...fieldAria('ticket-max', errors.ticket_max_inr)}
            className={INPUT_CLASS}
            inputMode="numeric"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </Field>
      </div>
      <Choices
        legend={t('screen.stagesLabel')}
        options={INVESTMENT_STAGES}
        label={(o) => t(`stages.${o}`)}
        value={stages}
        onChange={setStages}
        error={errors.stages}
      />
      <Choices
        legend={t('screen.sectorsLabel')}
        options={INVESTOR_SECTORS}
        label={(o) => t(`sectors.${o}`)}
        value={sectors}
        onChange={setSectors}
        error={errors.sectors}
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('screen.links')}</legend>
        <p className="text-xs text-stone-500">{t('screen.linksHint')}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {links.map((link, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in a short, editable list
            <li key={i} className="flex gap-2">
              <input
                aria-label={t('screen.linkLabel', { n: i + 1 })}
                type="url"
                className={INPUT_CLASS}
                value={link}
                placeholder="https://"
                onChange={(e) => setLinks(links.map((l, j) => (j === i ? e.target.value : l)))}
              />
              <button
                type="button"
                className="btn-ghost"
                aria-label={t('screen.removeLink', { n: i + 1 })}
                onClick={() => setLinks(links.length > 1 ? links.filter((_, j) => j !== i) : [''])}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        {links.length < PORTFOLIO_LINKS_MAX ? (
          <button type="button" className="btn-ghost mt-2" onClick={() => setLinks([...links, ''])}>
            <Plus aria-hidden="true" className="size-4" />
            {t('screen.addLink')}
          </button>
        ) : null}
        {errors.portfolio_links ? <p className="mt-1 text-sm text-red-700">{errors.portfolio_links}</p> : null}
      </fieldset>
      <div>
        <label className="flex items-start gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            checked={declared}
            aria-invalid={errors.accreditation ? true : undefined}
            onChange={(e) => setDeclared(e.target.checked)}
          />
          <span>
            {t('screen.accreditation')}
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        {errors.accreditation ? <p className="mt-1 text-sm text-red-700">{errors.accreditation}</p> : null}
      </div>
      {general ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {general}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending || !declared}>
          {save.isPending ? t('screen.sending') : profile ? t('screen.resubmit') : t('screen.submit')}
        </button>
      </div>
    </form>
  );
}
