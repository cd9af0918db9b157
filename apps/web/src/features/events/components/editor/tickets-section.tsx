import { EVENT_TICKET_TYPES_MAX } from '@ankur/shared/schemas/events';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { useManageTranslation } from '../manage/i18n';
import { rowKey, type TicketDraft } from './event-draft';
import { FieldError, Section, type SectionProps } from './section';

/** Tickets: the types (at least one), their price in rupees (0 = free) and their own seat limit. */
export function TicketsSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const change = (key: string, patch: Partial<TicketDraft>) =>
    update((d) => ({ ...d, ticket_types: d.ticket_types.map((x) => (x.key === key ? { ...x, ...patch } : x)) }));
  return (
    <Section id="tickets" title={t('editor.sections.tickets')}>
      <ol className="flex flex-col gap-3">
        {draft.ticket_types.map((tt, i) => (
          <TicketRow
            key={tt.key}
            ticket={tt}
            index={i}
            removable={draft.ticket_types.length > 1}
            errors={errors}
            onChange={change}
            onRemove={(key) => update((d) => ({ ...d, ticket_types: d.ticket_types.filter((x) => x.key !== key) }))}
          />
        ))}
      </ol>
      <FieldError error={errors.ticket_types} />
      <button
        type="button"
        className="btn-outline self-start"
        disabled={draft.ticket_types.length >= EVENT_TICKET_TYPES_MAX}
        onClick={() =>
          update((d) => ({
            ...d,
            ticket_types: [...d.ticket_types, { key: rowKey(), name: '', description: '', price: '0', capacity: '' }],
          }))
        }
      >
        <Plus className="size-4" aria-hidden />
        {t('editor.tickets.add')}
      </button>
    </Section>
  );
}

function TicketRow({
  ticket,
  index,
  removable,
  errors,
  onChange,
  onRemove,
}: {
  ticket: TicketDraft;
  index: number;
  removable: boolean;
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<TicketDraft>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const err = (field: string) => errors[`ticket_types.${index}.${field}`];
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
        <Field id={`${id}-name`} label={t('editor.tickets.name')} error={err('name')} required>
          <input
            {...fieldAria(`${id}-name`, err('name'))}
            className={INPUT_CLASS}
            maxLength={80}
            value={ticket.name}
            onChange={(e) => onChange(ticket.key, { name: e.target.value })}
          />
        </Field>
        <Field id={`${id}-price`} label={t('editor.tickets.price')} error={err('price_paise')}>
          <input
            {...fieldAria(`${id}-price`, err('price_paise'))}
            type="number"
            inputMode="decimal"
            min={0}
            step="1"
            className={INPUT_CLASS}
            value={ticket.price}
            onChange={(e) => onChange(ticket.key, { price: e.target.value })}
          />
        </Field>
        <Field id={`${id}-cap`} label={t('editor.tickets.capacity')} error={err('capacity')}>
          <input
            {...fieldAria(`${id}-cap`, err('capacity'))}
            type="number"
            inputMode="numeric"
            min={1}
            className={INPUT_CLASS}
            value={ticket.capacity}
            onChange={(e) => onChange(ticket.key, { capacity: e.target.value })}
          />
        </Field>
        {removable ? (
          <button
            type="button"
            className="btn-ghost self-end p-2 text-red-700"
            aria-label={t('editor.tickets.remove', { name: ticket.name || `#${index + 1}` })}
            onClick={() => onRemove(ticket.key)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <Field id={`${id}-desc`} label={t('editor.tickets.description')} error={err('description')}>
        <input
          {...fieldAria(`${id}-desc`, err('description'))}
          className={INPUT_CLASS}
          maxLength={400}
          value={ticket.description}
          onChange={(e) => onChange(ticket.key, { description: e.target.value })}
        />
      </Field>
      {index === 0 ? <p className="text-xs text-stone-600">{t('editor.tickets.priceHint')}</p> : null}
    </li>
  );
}
