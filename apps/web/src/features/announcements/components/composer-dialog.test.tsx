import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, announcement, apiError, json, mockApi, renderRoute, signInAs } from '../test-support';
import { ComposerDialog } from './composer-dialog';
import { htmlToText, textToHtml } from './text';

const AUDIENCES = {
  everyone: false,
  roles: [
    { role_name: 'Student', display_name: 'Student' },
    { role_name: 'Entrepreneur', display_name: 'Entrepreneur' },
  ],
  programs: [{ program_id: 2, program_name: 'Pitch Alchemy' }],
};

// the API answers what it stored: "now" (publish_at null) becomes the time it went out
const stored = (body: unknown) =>
  announcement(9, { ...(body as object), publish_at: (body as { publish_at?: string | null }).publish_at ?? NOW });
const NOW = '2026-03-02T10:00:00.000Z';

function server(post: (call: ApiCall) => Response = ({ body }) => json(201, stored(body))) {
  return mockApi({
    'GET /api/announcements/audiences': json(200, AUDIENCES),
    'POST /api/announcements': post,
    'GET /api/announcements': json(200, { data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
  });
}

const onOpenChange = vi.fn();
const render = () => {
  renderRoute(<ComposerDialog open onOpenChange={onOpenChange} />);
  return screen.findByRole('dialog', { name: 'New announcement' });
};

beforeEach(() => {
  signInAs('writer');
  onOpenChange.mockReset();
});
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('ComposerDialog', () => {
  it('checks the form before sending anything', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    const dialog = await render();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('Write the message.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Title/ }).getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Demo day');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Audience/ }), 'role');
    await user.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    const when = within(dialog).getByLabelText(/Publish at/);
    await user.type(when, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText('Choose a role.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a time in the future.')).toBeTruthy();
    expect(callsTo('POST /api/announcements')).toHaveLength(0);
  });

  it('sends paragraphs as HTML to the chosen role, now', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    const dialog = await render();
    // 'everyone' is offered only when the API says so
    expect(within(dialog).queryByRole('option', { name: /Everyone on the platform/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Demo day');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Line <one>{Enter}{Enter}Line two');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Audience/ }), 'role');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /^Role/ }), 'Student');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo('POST /api/announcements')).toHaveLength(1));
    expect(callsTo('POST /api/announcements')[0]!.body).toEqual({
      title: 'Demo day',
      body: '<p>Line &lt;one&gt;</p><p>Line two</p>',
      audience: 'role',
      audience_role: 'Student',
      audience_program_id: null,
      publish_at: null,
    });
    expect(await screen.findByText('Announcement published.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the API's field errors by their field", async () => {
    server(() =>
      apiError(400, 'Invalid body.audience_program_id: no such program in this organisation', [
        { path: 'body.audience_program_id', message: 'no such program in this organisation' },
      ]),
    );
    const user = userEvent.setup();
    const dialog = await render();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Cohort news');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hi');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Audience/ }), 'cohort');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /^Program/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('no such program in this organisation')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers everyone to platform administrators', async () => {
    mockApi({ 'GET /api/announcements/audiences': json(200, { ...AUDIENCES, everyone: true }) });
    const dialog = await render();
    expect(await within(dialog).findByRole('option', { name: /Everyone on the platform/ })).toBeTruthy();
  });
});

describe('body text', () => {
  it('turns paragraphs into escaped HTML and back', () => {
    expect(textToHtml('a & b\nc\n\n\nd')).toBe('<p>a &amp; b<br>c</p><p>d</p>');
    expect(textToHtml('   \n\n ')).toBe('');
    expect(htmlToText('<p>a &amp; b<br>c</p><p>d</p>')).toBe('a & b\nc\n\nd');
  });
});
