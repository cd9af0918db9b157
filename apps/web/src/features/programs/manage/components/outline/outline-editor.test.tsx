import type { TCourse, TModule, TUnit } from '@ankur/shared/schemas/programs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../../components/ui/toaster';
import type { OutlineOrder } from '../../outline-order';
import ManageProgramScreen from '../../screens/manage-program-screen';
import { apiError, course, json, list, mockApi, module, program, renderManage, signIn, unit } from '../../test-support';

const ORDER = 'PUT /api/programs/2/outline/order';

/** A small program held like the server holds it: PUT …/outline/order rewrites parents and sort orders. */
function fakeServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  const courses: TCourse[] = [
    course({ course_id: 10, course_name: 'Customer Discovery', sort_order: 0 }),
    course({ course_id: 11, course_name: 'Pitching', sort_order: 1 }),
  ];
  const modules: TModule[] = [
    module({ module_id: 100, course_id: 10, module_name: 'Interviews', sort_order: 0 }),
    module({ module_id: 101, course_id: 10, module_name: 'Synthesis', sort_order: 1 }),
    module({ module_id: 110, course_id: 11, module_name: 'Story', sort_order: 0 }),
  ];
  const units: TUnit[] = [
    unit({ unit_id: 1000, module_id: 100, unit_name: 'Why interviews', sort_order: 0 }),
    unit({ unit_id: 1001, module_id: 100, unit_name: 'Asking good questions', sort_order: 1 }),
    unit({ unit_id: 1010, module_id: 101, unit_name: 'Affinity maps', sort_order: 0, unit_type: 'document' }),
  ];
  const applyOrder = (order: OutlineOrder) => {
    order.courses.forEach((c, ci) => {
      courses.find((x) => x.course_id === c.course_id)!.sort_order = ci;
      c.modules.forEach((m, mi) => {
        Object.assign(modules.find((x) => x.module_id === m.module_id)!, { course_id: c.course_id, sort_order: mi });
        m.unit_ids.forEach((u, ui) => {
          Object.assign(units.find((x) => x.unit_id === u)!, { module_id: m.module_id, sort_order: ui });
        });
      });
    });
  };
  const api = mockApi({
    'GET /api/programs/getProgram/2': json(200, program({ status: 'draft' })),
    'GET /api/courses/getAll': () => json(200, list(courses, 1, -1)),
    'GET /api/modules/getAll': () => json(200, list(modules, 1, -1)),
    'GET /api/units/getAll': () => json(200, list(units, 1, -1)),
    [ORDER]: (call) => {
      applyOrder(call.body as OutlineOrder);
      return new Response(null, { status: 204 });
    },
    'POST /api/courses/createCourse': (call) => json(201, course({ course_id: 12, ...(call.body as object) })),
    'POST /api/modules/createModule': (call) => json(201, module({ module_id: 120, ...(call.body as object) })),
    'POST /api/units/createUnit': (call) => json(201, unit({ unit_id: 1200, ...(call.body as object) })),
    'PUT /api/units/updateUnit/1000': (call) => {
      Object.assign(units[0]!, call.body);
      return json(200, units[0]);
    },
    'PUT /api/modules/updateModule/100': (call) => {
      Object.assign(modules[0]!, call.body);
      return json(200, modules[0]);
    },
    'DELETE /api/units/deleteUnit/1001/7': () => {
      units.splice(1, 1);
      return json(200, { deleted: [1001] });
    },
    ...overrides,
  });
  return api;
}

async function renderEditor() {
  const view = renderManage(<ManageProgramScreen />, '/manage-cohort/2', '/manage-cohort/:cohort_id');
  await screen.findByRole('heading', { level: 3, name: 'Course: Customer Discovery' });
  return view;
}

/** The unit names of a module, in the order on screen. */
const unitsOf = (moduleName: string) => {
  const listElement = screen.queryByRole('list', { name: `Units of ${moduleName}` });
  if (!listElement) return [];
  return within(listElement)
    .getAllByRole('button', { name: /^Edit / })
    .map((b) => b.getAttribute('aria-label')?.replace(/^Edit /, ''));
};

beforeEach(() => signIn('manager'));
afterEach(() => vi.restoreAllMocks());

describe('the outline editor', () => {
  it('adds a course, a module and a unit at the end of their lists with the resource calls', async () => {
    const api = fakeServer();
    await renderEditor();

    fireEvent.click(screen.getByRole('button', { name: 'Add course' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the new course' }), {
      target: { value: 'Fundraising' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST /api/courses/createCourse')).toHaveLength(1));
    expect(api.callsTo('POST /api/courses/createCourse')[0]!.body).toEqual({
      program_id: 2,
      course_name: 'Fundraising',
      sort_order: 2,
    });
    // the form closes once the course is added (no stray second course), focus back on "Add course"
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name of the new course' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add course' }));

    const pitching = screen.getByRole('list', { name: 'Modules of Pitching' }).closest('li')!;
    fireEvent.click(within(pitching).getByRole('button', { name: 'Add module' }));
    const moduleName = screen.getByRole('textbox', { name: 'Name of the new module in Pitching' });
    // an empty name is not sent
    fireEvent.submit(moduleName.closest('form')!);
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    fireEvent.change(moduleName, { target: { value: 'Demo day' } });
    fireEvent.submit(moduleName.closest('form')!);
    await waitFor(() => expect(api.callsTo('POST /api/modules/createModule')).toHaveLength(1));
    expect(api.callsTo('POST /api/modules/createModule')[0]!.body).toEqual({
      course_id: 11,
      module_name: 'Demo day',
      sort_order: 1,
    });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Name of the new module in Pitching' })).toBeNull(),
    );

    const story = screen.getByText('No units yet: add one, or drop a unit here.').closest('li')!;
    fireEvent.click(within(story).getByRole('button', { name: 'Add unit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the new unit in Story' }), {
      target: { value: 'Pitch check' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of the new unit' }), { target: { value: 'quiz' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Name of the new unit in Story' }).closest('form')!);
    await waitFor(() => expect(api.callsTo('POST /api/units/createUnit')).toHaveLength(1));
    expect(api.callsTo('POST /api/units/createUnit')[0]!.body).toEqual({
      module_id: 110,
      unit_name: 'Pitch check',
      unit_type: 'quiz',
      sort_order: 0,
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name of the new unit in Story' })).toBeNull());
  });

  it("a unit's pencil opens the unit editor (one edit action); a course's or module's renames in place", async () => {
    fakeServer();
    await renderEditor();
    expect(screen.queryByRole('button', { name: 'Rename Why interviews' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Edit Why interviews' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Rename Interviews' }).getAttribute('title')).toBe('Rename');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Why interviews' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByLabelText(/Unit name/)).getAttribute('value')).toBe('Why interviews');
  });

  it('moves a unit with the keyboard and Move up / Move down, sending the whole order, across modules too', async () => {
    const user = userEvent.setup();
    const api = fakeServer();
    await renderEditor();
    expect(unitsOf('Interviews')).toEqual(['Why interviews', 'Asking good questions']);

    screen.getByRole('button', { name: 'Move Asking good questions up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(api.callsTo(ORDER)[0]!.body).toEqual({
      courses: [
        {
          course_id: 10,
          modules: [
            { module_id: 100, unit_ids: [1001, 1000] },
            { module_id: 101, unit_ids: [1010] },
          ],
        },
        { course_id: 11, modules: [{ module_id: 110, unit_ids: [] }] },
      ],
    });
    expect(unitsOf('Interviews')).toEqual(['Asking good questions', 'Why interviews']);
    // it is now the first unit of the program: focus moved to its other button
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Asking good questions down' })),
    );
    expect((screen.getByRole('button', { name: 'Move Asking good questions up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // past the end of its module, a unit goes on to the next module
    screen.getByRole('button', { name: 'Move Affinity maps down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(2));
    expect(api.callsTo(ORDER)[1]!.body).toMatchObject({
      courses: [
        { modules: [{ module_id: 100 }, { module_id: 101, unit_ids: [] }] },
        { modules: [{ module_id: 110, unit_ids: [1010] }] },
      ],
    });
    await waitFor(() => expect(unitsOf('Story')).toEqual(['Affinity maps']));
    // the last unit of the program now: focus is on the button that still goes somewhere
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Affinity maps up' })),
    );
    expect(screen.getByText('Affinity maps moved.')).toBeTruthy();
  });

  it('moves courses and modules too, and puts the old order back with the server’s reason when it refuses', async () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue('t');
    const api = fakeServer({ [ORDER]: apiError(409, 'The outline has changed meanwhile: reload the page.') });
    await renderEditor();
    const courseNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(courseNames()).toEqual(['Course: Customer Discovery', 'Course: Pitching']);

    fireEvent.click(screen.getByRole('button', { name: 'Move Pitching up' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect((api.callsTo(ORDER)[0]!.body as OutlineOrder).courses.map((c) => c.course_id)).toEqual([11, 10]);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The new order was not saved: The outline has changed meanwhile: reload the page.',
      ),
    );
    expect(courseNames()).toEqual(['Course: Customer Discovery', 'Course: Pitching']);

    fireEvent.click(screen.getByRole('button', { name: 'Move Synthesis down' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(2));
    expect((api.callsTo(ORDER)[1]!.body as OutlineOrder).courses[1]!.modules.map((m) => m.module_id)).toEqual([
      101, 110,
    ]);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('list', { name: 'Modules of Customer Discovery' }).textContent).toContain('Synthesis');
  });

  it('renames in place, and deletes after a confirmation with a few seconds to undo', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('t');
    vi.spyOn(notify, 'info').mockReturnValue('t');
    const api = fakeServer();
    await renderEditor();

    fireEvent.click(screen.getByRole('button', { name: 'Rename Interviews' }));
    const input = screen.getByRole('textbox', { name: 'New name for Interviews' });
    fireEvent.change(input, { target: { value: 'Customer interviews' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(api.callsTo('PUT /api/modules/updateModule/100')).toHaveLength(1));
    expect(api.callsTo('PUT /api/modules/updateModule/100')[0]!.body).toEqual({ module_name: 'Customer interviews' });
    await waitFor(() => expect(unitsOf('Customer interviews')).toEqual(['Why interviews', 'Asking good questions']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Asking good questions' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the unit “Asking good questions”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(unitsOf('Customer interviews')).toEqual(['Why interviews']));
    const [message, options] = success.mock.calls.at(-1)!;
    expect(message).toBe('“Asking good questions” deleted.');
    const undo = options?.action as { label: string; onClick: () => void };
    expect(undo.label).toBe('Undo');
    act(() => undo.onClick());
    expect(unitsOf('Customer interviews')).toEqual(['Why interviews', 'Asking good questions']);
    expect(api.callsTo('DELETE /api/units/deleteUnit/1001/7')).toHaveLength(0);

    // deleted again, then the order changes: the waiting deletion is sent first
    fireEvent.click(screen.getByRole('button', { name: 'Delete Asking good questions' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the unit “Asking good questions”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(unitsOf('Customer interviews')).toEqual(['Why interviews']));
    fireEvent.click(screen.getByRole('button', { name: 'Move Pitching up' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    const sent = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(sent.indexOf('DELETE /api/units/deleteUnit/1001/7')).toBeLessThan(sent.indexOf(ORDER));
    expect((api.callsTo(ORDER)[0]!.body as OutlineOrder).courses[1]!.modules[0]!.unit_ids).toEqual([1000]);
  });

  it('sends a waiting deletion when the page is left or hidden (keepalive), before the undo window ends', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('t');
    const info = vi.spyOn(notify, 'info').mockReturnValue('t');
    const api = fakeServer();
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Asking good questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the unit “Asking good questions”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(unitsOf('Interviews')).toEqual(['Why interviews']));
    expect(api.callsTo('DELETE /api/units/deleteUnit/1001/7')).toHaveLength(0);

    // the tab is closed within the undo window: pagehide sends it as a request that outlives the page
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.callsTo('DELETE /api/units/deleteUnit/1001/7')).toHaveLength(1));
    const init = api.spy.mock.calls.find(([input]) => String(input).includes('/deleteUnit/1001/7'))?.[1];
    expect(init?.keepalive).toBe(true);
    // Undo comes too late now, and says so
    const undo = success.mock.calls.at(-1)![1]?.action as unknown as { onClick: () => void };
    act(() => undo.onClick());
    expect(info).toHaveBeenCalledWith('“Asking good questions” was already deleted: the page was left before Undo.');
  });

  it('a phone switching apps (visibilitychange to hidden) sends it too, once', async () => {
    vi.spyOn(notify, 'success').mockReturnValue('t');
    const api = fakeServer();
    const view = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Asking good questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the unit “Asking good questions”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(unitsOf('Interviews')).toEqual(['Why interviews']));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    await waitFor(() => expect(api.callsTo('DELETE /api/units/deleteUnit/1001/7')).toHaveLength(1));
    view.unmount();
    expect(api.callsTo('DELETE /api/units/deleteUnit/1001/7')).toHaveLength(1);
  });
});
