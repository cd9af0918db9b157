import type { TSubmission } from '@ankur/shared/schemas/programs';
import { type TUpload, UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/uploads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unitProgressQueryKey } from '../api/unit-progress';
import { apiError, json, mockApi, renderRoute } from '../test-support';
import { AssignmentPanel } from './assignment-panel';

const MINE = 'GET /api/programs/2/units/1200/submissions/mine';
const CREATE = 'POST /api/programs/2/units/1200/submissions';
const UPLOAD = 'POST /api/uploads';

const upload = (overrides: Partial<TUpload> = {}): TUpload => ({
  upload_id: 44,
  purpose: 'submission',
  file_name: 'deck.pdf',
  content_type: 'application/pdf',
  size_bytes: 2_621_440,
  url: '/api/uploads/44/deck.pdf',
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const submission = (overrides: Partial<TSubmission> = {}): TSubmission => ({
  submission_id: 1,
  user_id: 7,
  program_id: 2,
  unit_id: 1200,
  body: 'My first deck.',
  upload: null,
  status: 'submitted',
  feedback: null,
  reviewed_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const render = () => renderRoute(<AssignmentPanel programId={2} unitId={1200} />, '/assignment');
const answer = () => screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement;
const fileInput = () => screen.getByLabelText('Attach a file (optional)') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit assignment' }) as HTMLButtonElement;

function choose(file: File) {
  const input = fileInput();
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

afterEach(() => vi.restoreAllMocks());

describe('AssignmentPanel', () => {
  it('asks for an answer or a file before sending anything', async () => {
    const api = mockApi({ [MINE]: json(200, { items: [] }) });
    render();
    expect(await screen.findByRole('heading', { name: 'Submit your work' })).toBeTruthy();
    fireEvent.change(answer(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect(screen.getByText('Write an answer or attach a file.')).toBeTruthy();
    expect(answer().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(answer());
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('sends a text answer, counts its characters, and confirms; the unit progress refreshes', async () => {
    let items: TSubmission[] = [];
    const api = mockApi({
      [MINE]: () => json(200, { items }),
      [CREATE]: (call) => {
        items = [submission({ body: (call.body as { body: string }).body })];
        return json(201, items[0]);
      },
    });
    const { client } = render();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByRole('heading', { name: 'Submit your work' });
    expect(screen.getByText('0 / 20,000')).toBeTruthy();
    expect(answer().maxLength).toBe(20000);
    fireEvent.change(answer(), { target: { value: '  Three problems I found.  ' } });
    expect(screen.getByText('27 / 20,000')).toBeTruthy();
    fireEvent.click(submit());

    const done = await screen.findByText('Your assignment has been submitted. This unit is now complete.');
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ body: 'Three problems I found.', upload_id: null });
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[tabindex]')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: unitProgressQueryKey(2) });
    // the form folds away; the new submission is listed
    expect(screen.queryByRole('button', { name: 'Submit assignment' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Your submissions' });
    expect(within(history).getByText('Three problems I found.')).toBeTruthy();
    expect(within(history).getByText('Submitted')).toBeTruthy();
  });

  it('uploads the file first, then submits naming it', async () => {
    let release: () => void = () => {};
    const uploaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    let items: TSubmission[] = [];
    const api = mockApi({
      [MINE]: () => json(200, { items }),
      [UPLOAD]: async () => {
        await uploaded;
        return json(201, upload());
      },
      [CREATE]: () => {
        items = [submission({ body: null, upload: upload() })];
        return json(201, items[0]);
      },
    });
    render();
    await screen.findByRole('heading', { name: 'Submit your work' });
    choose(new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('deck.pdf')).toBeTruthy();
    fireEvent.click(submit());
    expect(await screen.findByText('Uploading your file…')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    const form = api.spy.mock.calls.find(([url]) => String(url) === '/api/uploads')?.[1]?.body as FormData;
    expect(form.get('purpose')).toBe('submission');
    expect((form.get('file') as File).name).toBe('deck.pdf');

    release();
    await screen.findByText('Your assignment has been submitted. This unit is now complete.');
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ body: null, upload_id: 44 });
    const history = screen.getByRole('region', { name: 'Your submissions' });
    expect(within(history).getByRole('link', { name: 'deck.pdf' })).toBeTruthy();
  });

  it('refuses a file that is too large or of the wrong kind before uploading', async () => {
    const api = mockApi({ [MINE]: json(200, { items: [] }) });
    render();
    await screen.findByRole('heading', { name: 'Submit your work' });
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    choose(big);
    expect(screen.getByText('This file is larger than 20 MB. Choose a smaller one.')).toBeTruthy();
    choose(new File(['x'], 'run.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByText(/This kind of file cannot be uploaded/)).toBeTruthy();
    fireEvent.click(submit());
    expect(screen.getByText('Write an answer or attach a file.')).toBeTruthy();
    expect(api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('shows the server’s reason when the submission is refused', async () => {
    mockApi({ [MINE]: json(200, { items: [] }), [CREATE]: apiError(400, 'write an answer or attach a file') });
    render();
    await screen.findByRole('heading', { name: 'Submit your work' });
    fireEvent.change(answer(), { target: { value: 'Draft' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your assignment was not sent: write an answer or attach a file',
    );
    expect(answer().value).toBe('Draft');
  });

  it('puts the feedback of requested changes first and asks for a revised version', async () => {
    mockApi({
      [MINE]: json(200, {
        items: [
          submission({
            submission_id: 2,
            status: 'changes_requested',
            feedback: 'Add your pricing slide.',
            upload: upload(),
            created_at: '2026-03-03T10:00:00.000Z',
          }),
          submission({ submission_id: 1, status: 'changes_requested', feedback: 'Too short.' }),
        ],
      }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'The program team asked for changes' })).toBeTruthy();
    expect(screen.getAllByText('Add your pricing slide.').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Send a revised version' })).toBeTruthy();
    expect(submit()).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your submissions' });
    const [newest, oldest] = within(history).getAllByRole('listitem');
    expect(within(newest as HTMLElement).getByRole('heading', { name: 'Version 2' })).toBeTruthy();
    expect(within(newest as HTMLElement).getByText('Changes requested')).toBeTruthy();
    expect(
      within(newest as HTMLElement)
        .getByRole('link', { name: 'deck.pdf' })
        .getAttribute('href'),
    ).toBe('/api/uploads/44/deck.pdf');
    expect(within(newest as HTMLElement).getByText('(2.5 MB)')).toBeTruthy();
    expect(within(oldest as HTMLElement).getByText('Too short.')).toBeTruthy();
  });

  it('folds the form away while a submission waits, and opens it for a new version', async () => {
    mockApi({ [MINE]: json(200, { items: [submission()] }) });
    render();
    expect(await screen.findByText(/The program team will review it/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit a new version' }));
    await waitFor(() => expect(document.activeElement).toBe(answer()));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  });

  it('explains a 403 the way the learning view does', async () => {
    mockApi({ [MINE]: apiError(403, 'You are not enrolled in this program') });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('The lessons are not open to you');
  });
});
