import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../lib/config';
import { json, renderAt, switchLanguage } from '../test-support';
import { ContactSection } from './contact-section';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

function fillValid() {
  fireEvent.change(field(/^Your name/), { target: { value: '  Asha Rao ' } });
  fireEvent.change(field(/^E-mail address/), { target: { value: 'asha@example.in' } });
  fireEvent.change(field(/^Organisation/), { target: { value: 'Pune Startup Forum' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Topic/ }), { target: { value: 'partnership' } });
  fireEvent.change(field(/^Message/), { target: { value: 'We would like to run our incubation cohort here.' } });
}

function mockFetch(answer: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
}

/** Renders the section and waits for its form, which loads on its own. */
async function renderSection() {
  // happy-dom never reports an intersection: without an observer the form loads at once
  vi.stubGlobal('IntersectionObserver', undefined);
  renderAt(<ContactSection />, '/');
  await waitFor(() => expect(screen.queryByText('Loading the contact form…')).toBeNull());
}

beforeEach(renderSection);
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('Contact Us form', () => {
  it('names every missing field, marks it invalid and sends nothing', () => {
    const fetch = mockFetch(() => json(201, {}));
    submit();
    expect(screen.getByRole('alert').textContent).toMatch('Please correct the fields marked below.');
    const name = field(/^Your name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter your name.');
    expect(screen.getByText('Enter your e-mail address so that we can reply.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters so that we understand what you need.')).toBeTruthy();
    expect(field(/^Organisation/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and the length limits, and clears an error once it is fixed', () => {
    mockFetch(() => json(201, {}));
    fillValid();
    fireEvent.change(field(/^E-mail address/), { target: { value: 'asha@example' } });
    fireEvent.change(field(/^Organisation/), { target: { value: 'x'.repeat(151) } });
    fireEvent.change(field(/^Message/), { target: { value: 'x'.repeat(5001) } });
    submit();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Use at most 150 characters.')).toBeTruthy();
    expect(screen.getByText('Use at most 5000 characters.')).toBeTruthy();
    expect(screen.getByText('5,001 of 5,000 characters')).toBeTruthy();

    fireEvent.change(field(/^E-mail address/), { target: { value: 'asha@example.in' } });
    expect(field(/^E-mail address/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a valid e-mail address, like name@example.com.')).toBeNull();
  });

  it('posts the trimmed message to /api/support/contact and thanks the sender', async () => {
    const fetch = mockFetch(() => json(201, { ok: true }));
    fillValid();
    expect(screen.getByText('48 of 5,000 characters')).toBeTruthy();
    submit();
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Asha Rao!' });
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByText(/We read every message and reply within two working days to asha@example.in/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/support/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      organisation: 'Pune Startup Forum',
      topic: 'partnership',
      message: 'We would like to run our incubation cohort here.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/^Your name/).value).toBe('  Asha Rao ');
    expect(field(/^Message/).value).toBe('');
    expect(document.activeElement).toBe(field(/^Message/));
  });

  it('leaves out an empty organisation', async () => {
    const fetch = mockFetch(() => json(201, {}));
    fillValid();
    fireEvent.change(field(/^Organisation/), { target: { value: '   ' } });
    submit();
    await screen.findByRole('heading', { name: /Thank you/ });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).not.toHaveProperty('organisation');
  });

  it('shows a 429 with the wait time and keeps the button disabled', async () => {
    mockFetch(() =>
      json(
        429,
        {
          statusCode: 429,
          error: 'Too Many Requests',
          message:
            'Too many messages have been sent from this e-mail address in the last hour. Try again in 2 minutes.',
          details: { retry_after_seconds: 95 },
        },
        { 'retry-after': '95' },
      ),
    );
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You have sent several messages in a short time. Please wait 2 minutes and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    expect(field(/^Message/).value).toBe('We would like to run our incubation cohort here.');
  });

  it('counts a short wait in seconds, in Hindi too', async () => {
    mockFetch(() =>
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Slow down.',
        details: { retry_after_seconds: 45 },
      }),
    );
    fillValid();
    await switchLanguage('hi');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'आपने थोड़े ही समय में कई संदेश भेजे हैं। कृपया 45 सेकंड रुककर फिर कोशिश करें।',
    );
  });

  it('rounds a wait of about an hour to hours', async () => {
    mockFetch(() =>
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Slow down.',
        details: { retry_after_seconds: 3600 },
      }),
    );
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please wait about 1 hour and try again.',
    );
  });

  it('marks the field a 400 names', async () => {
    mockFetch(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body.email: Invalid email address',
        details: [{ path: 'body.email', message: 'Invalid email address' }],
      }),
    );
    fillValid();
    submit();
    expect(await screen.findByText('We could not accept this. Please check it and try again.')).toBeTruthy();
    expect(field(/^E-mail address/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^E-mail address/));
  });

  it('explains a network failure and keeps what was written', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Check your internet connection and send again — your message is still here/);
    expect(field(/^Message/).value).toBe('We would like to run our incubation cohort here.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false));
  });

  it('keeps the honeypot away from people and assistive technology', () => {
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
    const honeypot = screen.getByLabelText('Leave this field empty') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('explains the e-mail in a tooltip and links the privacy policy in the page text', () => {
    expect(screen.getByRole('button', { name: 'Why we ask for your e-mail' })).toBeTruthy();
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
  });

  it('offers the topics of the API and speaks Hindi', async () => {
    const topics = within(screen.getByRole('combobox', { name: /^Topic/ })).getAllByRole('option');
    expect(topics.map((option) => (option as HTMLOptionElement).value)).toEqual([
      'general',
      'partnership',
      'programs',
      'press',
      'support',
    ]);
    await switchLanguage('hi');
    expect(screen.getByRole('heading', { level: 2, name: 'संपर्क करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हम आपका ई-मेल क्यों माँगते हैं' })).toBeTruthy();
  });
});

describe('the e-mail line', () => {
  afterEach(() => {
    config.contactEmail = null;
  });

  it('is shown only when an address is configured', () => {
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('links the configured address', () => {
    config.contactEmail = 'hello@example.org';
    renderAt(<ContactSection />, '/');
    expect(screen.getByRole('link', { name: 'hello@example.org' }).getAttribute('href')).toBe(
      'mailto:hello@example.org',
    );
  });
});
