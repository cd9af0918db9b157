import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../../components/ui/toaster';
import ManageProgramScreen from '../../screens/manage-program-screen';
import { apiError, course, json, list, mockApi, module, program, renderManage, signIn, unit } from '../../test-support';

const QUESTIONS = 'GET /api/programs/2/units/1002/quiz/questions';
const SAVE_QUESTIONS = 'PUT /api/programs/2/units/1002/quiz/questions';

function serverWith(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/programs/getProgram/2': json(200, program({ status: 'draft' })),
    'GET /api/courses/getAll': json(200, list([course()], 1, -1)),
    'GET /api/modules/getAll': json(200, list([module()], 1, -1)),
    'GET /api/units/getAll': json(
      200,
      list(
        [
          unit({ unit_id: 1000, unit_name: 'Why interviews', content: '<p>Talk to <strong>ten</strong> people.</p>' }),
          unit({ unit_id: 1001, unit_name: 'Interview guide', unit_type: 'document', sort_order: 1 }),
          unit({
            unit_id: 1002,
            unit_name: 'Check your learning',
            unit_type: 'quiz',
            passing_score: 60,
            sort_order: 2,
          }),
        ],
        1,
        -1,
      ),
    ),
    'PUT /api/units/updateUnit/1000': (call) => json(200, unit({ unit_id: 1000, ...(call.body as object) })),
    'PUT /api/units/updateUnit/1001': (call) => json(200, unit({ unit_id: 1001, ...(call.body as object) })),
    'PUT /api/units/updateUnit/1002': (call) => json(200, unit({ unit_id: 1002, ...(call.body as object) })),
    [QUESTIONS]: apiError(404, 'This quiz has no questions yet'),
    [SAVE_QUESTIONS]: new Response(null, { status: 204 }),
    ...overrides,
  });
}

async function openUnit(name: string) {
  renderManage(<ManageProgramScreen />, '/manage-cohort/2', '/manage-cohort/:cohort_id');
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit unit' });
}

beforeEach(() => signIn('manager'));
afterEach(() => vi.restoreAllMocks());

describe('the unit editor', () => {
  it('starts a new quiz with one empty question, needs a correct answer, then saves the unit and PUTs the questions', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('t');
    const api = serverWith();
    const dialog = await openUnit('Check your learning');
    const prompt = await within(dialog).findByRole('textbox', { name: 'Question 1: what to ask' });
    expect((within(dialog).getByRole('spinbutton', { name: 'Pass mark (%)' }) as HTMLInputElement).value).toBe('60');
    expect(within(dialog).getAllByRole('textbox', { name: /^Answer \d$/ })).toHaveLength(2);

    fireEvent.change(prompt, { target: { value: 'Who should you interview first?' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 1' }), { target: { value: 'Investors' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 2' }), {
      target: { value: 'People who have the problem' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an answer' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 3' }), { target: { value: 'Friends' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));

    expect(await within(dialog).findByText('Tick at least one correct answer.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Fix the problem marked below.');
    expect(api.callsTo('PUT /api/units/updateUnit/1002')).toHaveLength(0);
    expect(api.callsTo(SAVE_QUESTIONS)).toHaveLength(0);

    // ticking the second answer, then removing the first: the tick follows its answer
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Answer 2 is correct' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove answer 1' }));
    expect(within(dialog).queryByText('Tick at least one correct answer.')).toBeNull();
    expect((within(dialog).getByRole('checkbox', { name: 'Answer 1 is correct' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), {
      target: { value: 'They feel the pain.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));

    await waitFor(() => expect(api.callsTo(SAVE_QUESTIONS)).toHaveLength(1));
    expect(api.callsTo('PUT /api/units/updateUnit/1002')[0]!.body).toEqual({
      unit_name: 'Check your learning',
      unit_type: 'quiz',
      duration_minutes: 10,
      resource_url: null,
      passing_score: 60,
    });
    expect(api.callsTo(SAVE_QUESTIONS)[0]!.body).toEqual({
      passing_score: 60,
      questions: [
        {
          prompt: 'Who should you interview first?',
          options: ['People who have the problem', 'Friends'],
          correct_options: [0],
          explanation: 'They feel the pain.',
        },
      ],
    });
    // the unit is saved before its questions
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('PUT /api/units/updateUnit/1002')).toBeLessThan(order.indexOf(SAVE_QUESTIONS));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Unit saved.');
  });

  it('loads a saved quiz and checks the pass mark', async () => {
    serverWith({
      [QUESTIONS]: json(200, {
        passing_score: 80,
        questions: [
          { prompt: 'Pick the primes', options: ['2', '4', '5'], correct_options: [0, 2], explanation: null },
          { prompt: 'Is 1 prime?', options: ['Yes', 'No'], correct_options: [1], explanation: 'By definition.' },
        ],
      }),
    });
    const dialog = await openUnit('Check your learning');
    expect(await within(dialog).findByRole('textbox', { name: 'Question 2: what to ask' })).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Answer 3 is correct' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const score = within(dialog).getByRole('spinbutton', { name: 'Pass mark (%)' });
    expect((score as HTMLInputElement).value).toBe('80');
    fireEvent.change(score, { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));
    expect(await within(dialog).findByText('Enter a number from 0 to 100.')).toBeTruthy();
  });

  it('asks before closing with unsaved changes', async () => {
    serverWith();
    const dialog = await openUnit('Why interviews');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Unit name' }), { target: { value: 'Why talk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit unit' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads the rich-text editor on demand with the lesson’s content and a labelled toolbar', async () => {
    const api = serverWith();
    const dialog = await openUnit('Why interviews');
    const toolbar = await within(dialog).findByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Quote',
      'Undo',
      'Redo',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    const editor = await within(dialog).findByRole('textbox', { name: 'Content' });
    expect(editor.innerHTML).toContain('<strong>ten</strong>');

    // a link must be https
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(api.callsTo('PUT /api/units/updateUnit/1000')).toHaveLength(1));
    expect(api.callsTo('PUT /api/units/updateUnit/1000')[0]!.body).toEqual({
      unit_name: 'Why interviews',
      unit_type: 'lesson',
      duration_minutes: 25,
      content: '<p>Talk to <strong>ten</strong> people.</p>',
      resource_url: null,
      passing_score: null,
    });
  });

  it('uploads a document’s file, refusing files over 20 MB and of other types first', async () => {
    const api = serverWith({
      'POST /api/uploads': json(201, {
        upload_id: 31,
        purpose: 'unit',
        file_name: 'guide.pdf',
        content_type: 'application/pdf',
        size_bytes: 2048,
        url: '/api/uploads/31/guide.pdf',
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    });
    const dialog = await openUnit('Interview guide');
    const input = within(dialog).getByLabelText('File') as HTMLInputElement;
    expect(within(dialog).getByText('No file yet.')).toBeTruthy();

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '“huge.pdf” is larger than 20 MB. Choose a smaller file.',
    );
    fireEvent.change(input, { target: { files: [new File(['x'], 'run.exe', { type: 'application/x-msdownload' })] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '“run.exe” is not a type of file that can be uploaded here.',
    );
    expect(api.callsTo('POST /api/uploads')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('“guide.pdf” uploaded. Save the unit to keep it.')).toBeTruthy();
    expect(within(dialog).getByText('Current file: guide.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(api.callsTo('PUT /api/units/updateUnit/1001')).toHaveLength(1));
    expect(api.callsTo('PUT /api/units/updateUnit/1001')[0]!.body).toMatchObject({
      unit_type: 'document',
      resource_url: '/api/uploads/31/guide.pdf',
    });
  });

  it('checks a video link is https before saving', async () => {
    const api = serverWith();
    const dialog = await openUnit('Why interviews');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Kind' }), { target: { value: 'video' } });
    const link = within(dialog).getByRole('textbox', { name: 'Video link' });
    fireEvent.change(link, { target: { value: 'http://example.org/video' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));
    expect(await within(dialog).findByText('Use a link starting with https://, or upload a file.')).toBeTruthy();
    expect(api.callsTo('PUT /api/units/updateUnit/1000')).toHaveLength(0);
    fireEvent.change(link, { target: { value: 'https://www.youtube.com/watch?v=abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save unit' }));
    await waitFor(() => expect(api.callsTo('PUT /api/units/updateUnit/1000')).toHaveLength(1));
    expect(api.callsTo('PUT /api/units/updateUnit/1000')[0]!.body).toMatchObject({
      unit_type: 'video',
      resource_url: 'https://www.youtube.com/watch?v=abc',
    });
  });
});
