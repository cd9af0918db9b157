import type { TSubmissionForReview } from '@ankur/shared/schemas/programs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../../components/ui/toaster';
import {
  type ApiCall,
  apiError,
  json,
  mockApi,
  PROGRAM_ID,
  REPORT,
  REVIEW,
  renderPanel,
  report,
  SUBMISSIONS,
  submission,
} from '../test-support';
import { SubmissionsPanel } from './submissions-panel';

afterEach(() => vi.restoreAllMocks());

/** A server holding `items`: lists them by ?status=, and reviews change them. */
function server(items: TSubmissionForReview[]) {
  return {
    list: (call: ApiCall) => {
      const status = call.query.get('status');
      return json(200, { items: items.filter((s) => !status || s.status === status) });
    },
    review: (call: ApiCall) => {
      const id = Number(call.path.split('/').at(-2));
      const item = items.find((s) => s.submission_id === id)!;
      Object.assign(item, call.body, { reviewed_at: '2026-03-03T10:00:00.000Z' });
      const { learner_name: _l, unit_name: _u, ...saved } = item;
      return json(200, saved);
    },
  };
}

const renderSubmissions = () => renderPanel(<SubmissionsPanel programId={PROGRAM_ID} />);
const card = (learnerAndUnit: string) => screen.getByRole('article', { name: learnerAndUnit });

describe('SubmissionsPanel', () => {
  it('lists the submissions awaiting review with the answer as plain text and the file to download', async () => {
    const api = mockApi({ [SUBMISSIONS]: json(200, { items: [submission()] }) });
    renderSubmissions();
    const article = within(await screen.findByRole('article', { name: 'Asha Rao · Draft your deck' }));
    expect(api.callsTo(SUBMISSIONS)[0]?.query.get('status')).toBe('submitted');
    expect(screen.getByRole('button', { name: 'Awaiting review' }).getAttribute('aria-pressed')).toBe('true');

    // text, never HTML: the tags show as written, the line breaks and indents are kept
    const answer = article.getByText(/Our deck:/);
    expect(answer.textContent).toBe('Our deck:\n  1. Problem\n  2. <b>Solution</b>');
    expect(answer.querySelector('b')).toBeNull();
    expect(answer.className).toContain('whitespace-pre-wrap');

    const link = article.getByRole('link', { name: 'Download deck.pdf' });
    expect(link.getAttribute('href')).toBe('/api/uploads/900/deck.pdf');
    expect(link.getAttribute('download')).toBe('deck.pdf');
    expect(link.textContent).toContain('240 KB');
    expect(article.getByText('Awaiting review')).toBeTruthy();
  });

  it('asks for feedback before requesting changes, then posts it; the item leaves "awaiting review"', async () => {
    const items = [submission(), submission({ submission_id: 71, learner_name: 'Bilal Khan', upload: null })];
    const backend = server(items);
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    const api = mockApi({ [SUBMISSIONS]: backend.list, [REVIEW(70)]: backend.review, [REPORT]: json(200, report()) });
    renderSubmissions();
    await screen.findByRole('article', { name: 'Asha Rao · Draft your deck' });
    const form = within(card('Asha Rao · Draft your deck'));

    fireEvent.click(form.getByRole('button', { name: 'Request changes' }));
    const feedback = form.getByRole('textbox', { name: 'Feedback for the learner' });
    expect(form.getByText('Say what to change')).toBeTruthy();
    expect(feedback.getAttribute('aria-invalid')).toBe('true');
    expect(feedback.getAttribute('aria-describedby')).toContain(`${feedback.id}-error`);
    expect(api.callsTo(REVIEW(70))).toHaveLength(0);

    fireEvent.change(feedback, { target: { value: '  Add a slide on your market size.  ' } });
    expect(form.queryByText('Say what to change')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Request changes' }));

    await waitFor(() => expect(api.callsTo(REVIEW(70))).toHaveLength(1));
    expect(api.callsTo(REVIEW(70))[0]?.body).toEqual({
      status: 'changes_requested',
      feedback: 'Add a slide on your market size.',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Rao · Draft your deck' })).toBeNull());
    expect(card('Bilal Khan · Draft your deck')).toBeTruthy();
    expect(success).toHaveBeenCalledWith(
      'Changes requested: Asha Rao, Draft your deck. The unit is open to them again.',
    );

    // it now sits under "Changes requested", with the feedback and no form
    fireEvent.click(screen.getByRole('button', { name: 'Changes requested' }));
    const moved = within(await screen.findByRole('article', { name: 'Asha Rao · Draft your deck' }));
    await waitFor(() => expect(api.callsTo(SUBMISSIONS).at(-1)?.query.get('status')).toBe('changes_requested'));
    expect(moved.getByText('Add a slide on your market size.')).toBeTruthy();
    expect(moved.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves with { status: approved } and no feedback when none is written', async () => {
    const backend = server([submission()]);
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    const api = mockApi({ [SUBMISSIONS]: backend.list, [REVIEW(70)]: backend.review, [REPORT]: json(200, report()) });
    renderSubmissions();
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(api.callsTo(REVIEW(70))[0]?.body).toEqual({ status: 'approved' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Approved: Asha Rao, Draft your deck.'));
    expect(
      await screen.findByText(
        'Nothing is waiting for review. New answers to assignment units appear here as learners send them.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's 400 at the feedback field", async () => {
    mockApi({
      [SUBMISSIONS]: json(200, { items: [submission()] }),
      [REVIEW(70)]: apiError(400, 'Invalid body.feedback: say what to change', [
        { path: 'body.feedback', message: 'say what to change' },
      ]),
    });
    renderSubmissions();
    await screen.findByRole('article');
    const feedback = screen.getByRole('textbox', { name: 'Feedback for the learner' });
    fireEvent.change(feedback, { target: { value: 'Fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('say what to change')).toBeTruthy();
    expect(feedback.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('article', { name: 'Asha Rao · Draft your deck' })).toBeTruthy();
  });

  it('shows every submission under "All" (no status sent)', async () => {
    const api = mockApi({
      [SUBMISSIONS]: server([
        submission(),
        submission({ submission_id: 72, status: 'approved', feedback: 'Well done', body: null }),
      ]).list,
    });
    renderSubmissions();
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(api.callsTo(SUBMISSIONS).at(-1)?.query.has('status')).toBe(false);
    expect(screen.getByText('No written answer.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('says when nothing awaits review, and that only program managers can see this on a 403', async () => {
    mockApi({ [SUBMISSIONS]: json(200, { items: [] }) });
    const { unmount } = renderSubmissions();
    expect(await screen.findByText(/Nothing is waiting for review/)).toBeTruthy();
    unmount();

    mockApi({ [SUBMISSIONS]: apiError(403, 'Forbidden') });
    renderSubmissions();
    expect(await screen.findByRole('heading', { name: 'Only program managers can see this' })).toBeTruthy();
  });

  it('offers Retry after a failure', async () => {
    let fail = true;
    mockApi({ [SUBMISSIONS]: () => (fail ? apiError(500, 'down') : json(200, { items: [submission()] })) });
    renderSubmissions();
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });
});
