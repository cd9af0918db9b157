import { PRODUCT_NAME_MAX, type TProductDetail } from '@ankur/shared/schemas/innovation';
import { FileText, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useAddEvidence, useRemoveEvidence } from '../api/products';
import { useInnovationTranslation } from '../i18n';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv';

/** A product's evidence files (upload purpose 'product-evidence'), on the product or a milestone. */
export function Evidence({ product, editable }: { product: TProductDetail; editable: boolean }) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const add = useAddEvidence(product.product_id);
  const remove = useRemoveEvidence(product.product_id);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [milestone, setMilestone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const milestoneTitle = (id: number | null) => product.milestones.find((m) => m.milestone_id === id)?.title;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    add.mutate(
      { file, input: { title, milestone_id: milestone ? Number(milestone) : null } },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
          setMilestone('');
          setFormKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="evidence-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="evidence-heading" className="text-lg font-semibold text-stone-900">
        {t('product.evidence')}
      </h2>
      {product.evidence.length === 0 ? (
        <p className="text-sm text-stone-600">{t('product.evidenceEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {product.evidence.map((ev) => (
            <li key={ev.evidence_id} className="flex items-start gap-3 rounded-xl bg-stone-50 p-3">
              <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-600" />
              <div className="min-w-0 flex-1">
                <a
                  href={ev.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm font-medium text-brand-800 hover:underline"
                >
                  {ev.title}
                </a>
                <p className="truncate text-xs text-stone-600">
                  {ev.file_name} · {Math.max(1, Math.round(ev.size_bytes / 1024))} KB
                  {ev.milestone_id
                    ? ` · ${t('product.onMilestone', { title: milestoneTitle(ev.milestone_id) ?? '' })}`
                    : ''}
                </p>
              </div>
              {editable ? (
                <button
                  type="button"
                  className="rounded p-1.5 text-red-700 hover:bg-red-50"
                  aria-label={t('product.removeEvidence', { title: ev.title })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(ev.evidence_id, { onError: (error) => notify.error(errorText(error)) })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <form key={formKey} className="grid gap-3 border-t border-stone-100 pt-3 sm:grid-cols-2" onSubmit={submit}>
          <Field id="evidence-file" label={t('product.evidenceFile')}>
            <input
              {...fieldAria('evidence-file')}
              type="file"
              accept={ACCEPT}
              className="text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen && !title) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
              }}
            />
          </Field>
          <Field id="evidence-title" label={t('product.evidenceTitle')}>
            <input
              {...fieldAria('evidence-title')}
              className={INPUT_CLASS}
              maxLength={PRODUCT_NAME_MAX}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field id="evidence-milestone" label={t('product.attachTo')}>
            <select
              {...fieldAria('evidence-milestone')}
              className={INPUT_CLASS}
              value={milestone}
              onChange={(e) => setMilestone(e.target.value)}
            >
              <option value="">{t('product.wholeProduct')}</option>
              {product.milestones.map((m) => (
                <option key={m.milestone_id} value={m.milestone_id}>
                  {m.title}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="btn-primary self-end" disabled={!file || !title.trim() || add.isPending}>
            {add.isPending ? t('product.uploading') : t('product.upload')}
          </button>
          {add.error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errorText(add.error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
