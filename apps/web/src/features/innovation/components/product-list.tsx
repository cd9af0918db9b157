import { PRODUCT_NAME_MAX, PRODUCT_STAGES, type TProductStage } from '@ankur/shared/schemas/innovation';
import { Plus, Rocket } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useErrorText } from '../../../lib/api-errors';
import { useCan } from '../../../stores/access';
import { useCreateProduct, useProducts } from '../api/products';
import { useInnovationTranslation } from '../i18n';
import { CardSkeletons } from './idea-card';
import { useWhen } from './when';

export const productHref = (id: number) => `/innovation-workspace?product=${id}`;

/** My products: cards with stage, TRL and milestone progress; New product. */
export function ProductList() {
  const { t } = useInnovationTranslation();
  const when = useWhen();
  const products = useProducts();
  const canCreate = useCan('My Product/Innovation', 'create');
  const [creating, setCreating] = useState(false);
  const newButton = canCreate ? (
    <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
      <Plus aria-hidden className="size-4" />
      {t('products.new')}
    </button>
  ) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">{newButton}</div>
      <QueryGate query={products} pending={<CardSkeletons />} error={{ title: t('products.loadError') }}>
        {(list) =>
          list.length === 0 ? (
            <StatePanel Icon={Rocket} title={t('products.emptyTitle')} body={t('products.emptyBody')}>
              {newButton}
            </StatePanel>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((p) => (
                <li key={p.product_id} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                  <h3 className="font-semibold text-stone-900">
                    <Link to={productHref(p.product_id)} className="hover:underline">
                      {p.name}
                    </Link>
                  </h3>
                  {p.description ? <p className="line-clamp-2 text-sm text-stone-600">{p.description}</p> : null}
                  <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                    <Badge tone="blue">{t(`stages.${p.stage}`)}</Badge>
                    <Badge tone={p.trl ? 'green' : 'stone'}>
                      {p.trl ? t('product.trlValue', { trl: p.trl }) : `TRL: ${t('product.trlNone')}`}
                    </Badge>
                    <span>{t('products.milestones', { done: p.milestones_done, total: p.milestones_total })}</span>
                    <span aria-hidden>·</span>
                    <span>{t('list.edited', { when: when(p.updated_at) })}</span>
                  </div>
                  {p.idea ? (
                    <p className="text-xs text-stone-600">{t('product.fromIdea', { title: p.idea.title })}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
      <NewProductDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

/** A product from scratch, or promoted from an idea (ideaId): name, description, stage. */
export function NewProductDialog({
  open,
  onOpenChange,
  ideaId = null,
  initialName = '',
  initialDescription = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ideaId?: number | null;
  initialName?: string;
  initialDescription?: string;
}) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [stage, setStage] = useState<TProductStage>('concept');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, description, stage, idea_id: ideaId },
      {
        onSuccess: (product) => {
          onOpenChange(false);
          navigate(productHref(product.product_id));
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={ideaId ? t('promote.title') : t('products.new')}
      description={ideaId ? t('promote.intro') : undefined}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            {t('create.cancel')}
          </button>
          <button
            type="submit"
            form="new-product-form"
            className="btn-primary"
            disabled={create.isPending || !name.trim()}
          >
            {t('promote.submit')}
          </button>
        </>
      }
    >
      <form id="new-product-form" className="flex flex-col gap-4" onSubmit={submit}>
        <Field id="product-name" label={t('promote.name')} required>
          <input
            {...fieldAria('product-name')}
            data-autofocus=""
            className={INPUT_CLASS}
            maxLength={PRODUCT_NAME_MAX}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field id="product-description" label={t('promote.description')}>
          <textarea
            {...fieldAria('product-description')}
            className={`${INPUT_CLASS} min-h-20`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <Field id="product-stage" label={t('promote.stage')}>
          <select
            {...fieldAria('product-stage')}
            className={INPUT_CLASS}
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
        {create.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(create.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
