import { ACCESS_ERRORS } from '@ankur/shared/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { notify } from '../../../../components/ui/toaster';
import { invalidate } from '../../../../lib/resource-client';
import { menus } from '../../../../lib/resources';
import { Field, fieldAria, INPUT_CLASS } from '../components/fields';
import { FormModal } from '../components/form-modal';
import { LoadError } from '../components/load-error';
import { flattenMenuTree, subtreeIds } from '../menu-tree';
import { MENU_VIEWS, type MenuRow, type MenuView, useAllMenus } from './menu-data';

interface MenuForm {
  menu_name: string;
  menu_parent_id: string;
  menu_view: MenuView;
  menu_route: string;
  sort_order: string;
}
type Errors = Partial<Record<keyof MenuForm, string>>;

function check(form: MenuForm): Errors {
  const errors: Errors = {};
  if (!form.menu_name.trim()) errors.menu_name = 'Enter a menu name.';
  else if (form.menu_name.trim().length > 100) errors.menu_name = 'At most 100 characters.';
  const route = form.menu_route.trim();
  if (route && !/^\/[A-Za-z0-9/_:{}-]*$/.test(route)) errors.menu_route = 'A path starting with /, e.g. /programs.';
  else if (route.length > 200) errors.menu_route = 'At most 200 characters.';
  if (form.sort_order.trim() && !/^\d{1,6}$/.test(form.sort_order.trim())) errors.sort_order = 'A whole number from 0.';
  else if (Number(form.sort_order) > 100000) errors.sort_order = 'At most 100000.';
  return errors;
}

interface MenuFormModalProps {
  /** The menu to edit; null creates one (under `parentId` when given). */
  menu: MenuRow | null;
  parentId?: number | null;
  onClose: () => void;
}

/** Create or edit a menu (system/customMenus/createMenu, updateMenu/{id}). Mount it to open it. */
export function MenuFormModal({ menu, parentId, onClose }: MenuFormModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const all = useAllMenus();
  const [form, setForm] = useState<MenuForm>(() => ({
    menu_name: menu?.menu_name ?? '',
    menu_parent_id: String(menu?.menu_parent_id ?? parentId ?? ''),
    menu_view: (MENU_VIEWS.find((v) => v.value === menu?.menu_view)?.value ?? 'user') as MenuView,
    menu_route: menu?.menu_route ?? '',
    sort_order: String(menu?.sort_order ?? 0),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof MenuForm>(key: K, value: MenuForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  // a menu cannot sit under itself or one of its own sub-menus
  const parents = useMemo(() => {
    const excluded = menu ? subtreeIds(all.tree, menu.menu_id) : new Set<number>();
    return flattenMenuTree(all.tree).filter((node) => !excluded.has(node.menu.menu_id));
  }, [all.tree, menu]);

  const save = useMutation({
    mutationFn: (values: MenuForm) => {
      const body = {
        menu_name: values.menu_name.trim(),
        menu_parent_id: values.menu_parent_id ? Number(values.menu_parent_id) : null,
        menu_view: values.menu_view,
        menu_route: values.menu_route.trim() || null,
        sort_order: values.sort_order.trim() ? Number(values.sort_order) : 0,
      };
      return menu ? menus.update(menu.menu_id, body) : menus.create(body);
    },
    onSuccess: async (saved) => {
      notify.success(menu ? 'Menu saved.' : `Menu “${saved.menu_name}” created.`);
      onClose();
      await invalidate(queryClient, menus);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
  };

  return (
    <FormModal
      id={id}
      title={menu ? `Edit menu ${menu.menu_name}` : 'New menu'}
      width="32rem"
      pending={save.isPending}
      error={save.isError ? save.error : null}
      errorFallback={'The menu could not be saved.'}
      submitLabel={menu ? 'Save menu' : 'Create menu'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field id={`${id}-name`} label="Menu name" required error={errors.menu_name}>
        <input
          {...fieldAria(`${id}-name`, errors.menu_name)}
          value={form.menu_name}
          onChange={(e) => set('menu_name', e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id={`${id}-parent`} label="Parent menu" hint="Sub-menus are grouped under their parent.">
        <select
          {...fieldAria(`${id}-parent`, null, 'hint')}
          value={form.menu_parent_id}
          disabled={all.query.isPending}
          onChange={(e) => set('menu_parent_id', e.target.value)}
          className={INPUT_CLASS}
        >
          <option value="">{all.query.isPending ? 'Loading menus…' : 'None (top level)'}</option>
          {parents.map(({ menu: m, depth }) => (
            <option key={m.menu_id} value={m.menu_id}>
              {`${'\u2003'.repeat(depth)}${m.menu_name}`}
            </option>
          ))}
        </select>
      </Field>
      {all.query.isError ? (
        <LoadError
          error={all.query.error}
          message={ACCESS_ERRORS.menuParents}
          onRetry={() => void all.query.refetch()}
        />
      ) : null}
      <Field id={`${id}-view`} label="Menu view">
        <select
          id={`${id}-view`}
          value={form.menu_view}
          onChange={(e) => set('menu_view', e.target.value as MenuView)}
          className={INPUT_CLASS}
        >
          {MENU_VIEWS.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-route`} label="Route" error={errors.menu_route} hint="Optional, e.g. /programs.">
        <input
          {...fieldAria(`${id}-route`, errors.menu_route, 'hint')}
          value={form.menu_route}
          placeholder="/path"
          onChange={(e) => set('menu_route', e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field
        id={`${id}-order`}
        label="Sort order"
        error={errors.sort_order}
        hint="Lower numbers come first among siblings."
      >
        <input
          {...fieldAria(`${id}-order`, errors.sort_order, 'hint')}
          inputMode="numeric"
          value={form.sort_order}
          onChange={(e) => set('sort_order', e.target.value)}
          className={`${INPUT_CLASS} sm:w-32`}
        />
      </Field>
    </FormModal>
  );
}
