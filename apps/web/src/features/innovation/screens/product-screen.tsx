import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STAGES,
  type TProductDetail,
  type TProductStage,
} from '@ankur/shared/schemas/innovation';
import { ArrowLeft, Gauge, SearchX, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCan } from '../../../stores/access';
import { useDeleteProduct, useEditProduct, useProduct, useTrlFromAssessment } from '../api/products';
import { Evidence } from '../components/evidence';
import { ideaHref } from '../components/idea-card';
import { Milestones } from '../components/milestones';
import { useInnovationTranslation } from '../i18n';

/** A product (?product=): details, stage, TRL (from the technology readiness result or by hand), milestones, evidence. */
export default function ProductScreen({ productId }: { productId: number }) {
  const { t } = useInnovationTranslation();
  const product = useProduct(productId);
  return (
    <section aria-labelledby="product-heading" className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/innovation-workspace?tab=products"
        className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('product.back')}
      </Link>
      <div className="mt-4">
        <QueryGate
          query={product}
          error={{ title: t('product.loadError'), heading: 'h1', headingId: 'product-heading' }}
          notFound={
            <StatePanel
              Icon={SearchX}
              heading="h1"
              headingId="product-heading"
              title={t('product.notFound')}
              body={t('product.notFoundBody')}
            />
          }
        >
          {(data) => <ProductView product={data} />}
        </QueryGate>
      </div>
    </section>
  );
}

function ProductView({ product }: { product: TProductDetail }) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const editable = useCan('My Product/Innovation', 'update');
  const canDelete = useCan('My Product/Innovation', 'delete');
  const edit = useEditProduct(product.product_id);
  const takeTrl = useTrlFromAssessment(product.product_id);
  const remove = useDeleteProduct();
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [stage, setStage] = useState<TProductStage>(product.stage);
  const [deleting, setDeleting] = useState(false);
  const save = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate(
      { name, description, stage },
      { onSuccess: () => notify.success(t('product.saved')), onError: (error) => notify.error(errorText(error)) },
    );
  };
  const setTrl = (value: string) =>
    edit.mutate({ trl: value ? Number(value) : null }, { onError: (error) => notify.error(errorText(error)) });

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 id="product-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {product.name}
        </h1>
        {product.idea ? (
          <p className="mt-1 text-sm text-stone-600">
            <Link to={ideaHref(product.idea.idea_id)} className="text-brand-800 hover:underline">
              {t('product.fromIdea', { title: product.idea.title })}
            </Link>
          </p>
        ) : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <form
          onSubmit={save}
          className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
          aria-labelledby="details-heading"
        >
          <h2 id="details-heading" className="text-lg font-semibold text-stone-900">
            {t('product.details')}
          </h2>
          <Field id="p-name" label={t('product.name')} required>
            <input
              {...fieldAria('p-name')}
              className={INPUT_CLASS}
              maxLength={PRODUCT_NAME_MAX}
              required
              disabled={!editable}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field id="p-description" label={t('product.description')}>
            <textarea
              {...fieldAria('p-description')}
              className={`${INPUT_CLASS} min-h-28`}
              maxLength={PRODUCT_DESCRIPTION_MAX}
              disabled={!editable}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <Field id="p-stage" label={t('product.stage')}>
            <select
              {...fieldAria('p-stage')}
              className={INPUT_CLASS}
              disabled={!editable}
              value={stage}
              onChange={(e) => setStage(e.target.value as TProductStage)}
            >
              {PRODUCT_STAGES.map((s) => (
                <option key={s} value={s}>
                  {t(`stages.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          {editable ? (
            <div className="flex flex-wrap justify-between gap-2">
              <button type="submit" className="btn-primary" disabled={edit.isPending || !name.trim()}>
                {t('product.save')}
              </button>
              {canDelete ? (
                <button type="button" className="btn-ghost text-red-700" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden className="size-4" />
                  {t('product.delete')}
                </button>
              ) : null}
            </div>
          ) : null}
        </form>
        <section
          aria-labelledby="trl-heading"
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
        >
          <h2 id="trl-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Gauge aria-hidden className="size-5 text-brand-700" />
            {t('product.trl')}
          </h2>
          <p className="text-3xl font-bold text-stone-900" data-testid="trl-value">
            {product.trl ? t('product.trlValue', { trl: product.trl }) : t('product.trlNone')}
          </p>
          {product.trl ? (
            <p className="text-xs text-stone-600">
              {product.trl_attempt_id ? t('product.trlFromResult') : t('product.trlByHand')}
            </p>
          ) : null}
          {editable ? (
            <>
              <button
                type="button"
                className="btn-outline"
                disabled={takeTrl.isPending}
                onClick={() => takeTrl.mutate(undefined, { onError: () => undefined })}
              >
                {t('product.trlTake')}
              </button>
              <p className="text-xs text-stone-600">{t('product.trlTakeHint')}</p>
              {takeTrl.error ? (
                <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {errorText(takeTrl.error)}{' '}
                  <Link to="/technology-readiness" className="font-semibold underline">
                    {t('product.trlAssessment')}
                  </Link>
                </p>
              ) : null}
              <Field id="p-trl" label={t('product.trlByHand')}>
                <select
                  {...fieldAria('p-trl')}
                  className={INPUT_CLASS}
                  value={product.trl ?? ''}
                  onChange={(e) => setTrl(e.target.value)}
                >
                  <option value="">{t('product.trlNone')}</option>
                  {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
                    <option key={n} value={n}>
                      {t('product.trlValue', { trl: n })}
                    </option>
                  ))}
                </select>
              </Field>
            </>
          ) : null}
        </section>
      </div>
      <Milestones product={product} editable={editable} />
      <Evidence product={product} editable={editable} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('product.deleteTitle', { name: product.name })}
        confirmLabel={t('product.delete')}
        destructive
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(product.product_id, { onSuccess: () => navigate('/innovation-workspace?tab=products') })
        }
      >
        <p>{t('product.deleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
