import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../lib/config';
import { i18n, setLanguage } from '../../../lib/i18n';
import { useConsentStore } from '../../../stores/consent';
import { fillPlaceholders } from '../components/legal-text';
import privacyEn from '../content/privacy.en';
import privacyHi from '../content/privacy.hi';
import termsEn from '../content/terms.en';
import termsHi from '../content/terms.hi';
import type { LegalDocument } from '../content/types';
import PrivacyScreen from './privacy-screen';
import TermsScreen from './terms-screen';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/terms-of-service', element: <TermsScreen /> },
      { path: '/privacy-policy', element: <PrivacyScreen /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const heading = (text: string) => fillPlaceholders(text, { brand: config.brandName });

const SCREENS: ReadonlyArray<{ path: string; en: LegalDocument; hi: LegalDocument; other: string }> = [
  { path: '/terms-of-service', en: termsEn, hi: termsHi, other: '/privacy-policy' },
  { path: '/privacy-policy', en: privacyEn, hi: privacyHi, other: '/terms-of-service' },
];

const originalEmail = config.contactEmail;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useConsentStore.setState({ status: 'unset', preferencesOpen: false });
});
afterEach(() => {
  config.contactEmail = originalEmail;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe.each(SCREENS)('$path', ({ path, en, hi, other }) => {
  it('shows the title, the date it was last updated and the summary', async () => {
    renderAt(path);
    const title = await screen.findByRole('heading', { level: 1, name: en.title });
    expect(title.id).toBe('legal-title');
    const time = document.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-01');
    expect(time?.textContent).toBe('1 November 2026');
    const summary = screen.getByRole('region', { name: 'In short' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(en.summary.length);
  });

  it('lists every section in the table of contents, each linking to its heading', async () => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(en.sections.map((s, i) => `${i + 1}.${heading(s.heading)}`));
    en.sections.forEach((section, i) => {
      expect(links[i]?.getAttribute('href')).toBe(`#${section.id}`);
      const target = document.getElementById(section.id);
      expect(target?.tagName).toBe('H2');
      expect(screen.getByRole('heading', { level: 2, name: heading(section.heading) })).toBe(target);
    });
  });

  it('gives every element on the page a unique id', async () => {
    const { container } = renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fills in the brand name and leaves no placeholder or link mark-up', async () => {
    const { container } = renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    const text = container.textContent ?? '';
    expect(text).toContain(config.brandName);
    expect(text).not.toMatch(/\{\{|\}\}|\]\(|\*\*/);
  });

  it('shows the Hindi document when Hindi is chosen', async () => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    await act(() => setLanguage('hi'));
    await screen.findByRole('heading', { level: 1, name: hi.title });
    expect(screen.queryByRole('heading', { level: 1, name: en.title })).toBeNull();
    expect(document.querySelector('time')?.textContent).toBe('1 नवंबर 2026');
    const toc = screen.getByRole('navigation', { name: 'इस पेज पर' });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(hi.sections.map((section) => `#${section.id}`));
    for (const section of hi.sections) {
      expect(screen.getByRole('heading', { level: 2, name: heading(section.heading) }).id).toBe(section.id);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'कोई प्रश्न? शिकायत अधिकारी से संपर्क करें' })).toBeTruthy();

    await act(() => setLanguage('en'));
    await screen.findByRole('heading', { level: 1, name: en.title });
  });

  it('prints, links to the other document and back to the top', async () => {
    // happy-dom has no window.print
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const seeAlso = screen.getAllByRole('link').filter((link) => link.textContent?.startsWith('See also'));
    expect(seeAlso.map((link) => link.getAttribute('href'))).toEqual([other]);
    expect(screen.getByRole('link', { name: 'Back to top' }).getAttribute('href')).toBe('#legal-title');
  });

  it('offers the Grievance Officer through the Contact Us form and Report Bugs when no e-mail is configured', async () => {
    config.contactEmail = null;
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    const box = screen.getByRole('region', { name: 'Questions? Contact the Grievance Officer' });
    const hrefs = within(box)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 2)).toEqual(['/#contact-us', '/report-bugs']);
    expect(hrefs[2]).toMatch(/^#grievance-/);
    expect(document.getElementById(hrefs[2]!.slice(1))?.tagName).toBe('H2');
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('offers the configured e-mail address when there is one', async () => {
    config.contactEmail = 'grievance@example.org';
    renderAt(path);
    await screen.findByRole('heading', { level: 1, name: en.title });
    const box = screen.getByRole('region', { name: 'Questions? Contact the Grievance Officer' });
    expect(within(box).getByRole('link', { name: 'E-mail grievance@example.org' }).getAttribute('href')).toBe(
      'mailto:grievance@example.org',
    );
    // the documents' own "contact the Grievance Officer ..." sentences name it too
    const mailLinks = [...document.querySelectorAll('a[href="mailto:grievance@example.org"]')];
    expect(mailLinks.length).toBeGreaterThan(1);
  });
});

describe('/privacy-policy content', () => {
  it('is a notice under the DPDP Act naming the Grievance Officer and the Data Protection Board', async () => {
    const { container } = renderAt('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = container.textContent ?? '';
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toContain('DPDP Act');
    expect(screen.getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Complaints to the Data Protection Board of India' }),
    ).toBeTruthy();
    expect(text).toContain('We respond within 7 days');
    expect(text).toContain('resolve your grievance within 30 days');
    expect(text).toContain('verifiable consent');
    expect(text).toContain('Section 16');
  });

  it('says the same in Hindi, keeping the names of the Act and the Board in English', async () => {
    const { container } = renderAt('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await act(() => setLanguage('hi'));
    await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' });
    const text = container.textContent ?? '';
    expect(text).toContain('डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, 2023');
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toContain('शिकायत अधिकारी (Grievance Officer)');
    expect(text).toContain('भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India)');
  });

  it('scrolls to the section the address names once the document has loaded', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderAt('/privacy-policy#cookies');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(scrolled).toEqual(['cookies']);
  });

  it('lets the visitor change the cookie choice, which withdraws consent until they choose again', async () => {
    useConsentStore.setState({ status: 'accepted' });
    renderAt('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const cookies = screen.getByRole('region', { name: 'Cookies and similar technologies' });
    expect(within(cookies).getByText('all cookies allowed')).toBeTruthy();
    fireEvent.click(within(cookies).getByRole('button', { name: 'Change cookie choices' }));
    expect(useConsentStore.getState().status).toBe('unset');
    expect(useConsentStore.getState().preferencesOpen).toBe(true);
    expect(within(cookies).getByRole('status').textContent).toMatch(/cookie notice is open/);
    expect(within(cookies).getByText('not chosen yet (essential cookies only)')).toBeTruthy();
  });
});

describe('/terms-of-service content', () => {
  it('covers grievance redressal under the IT Rules and the governing law without naming a company', async () => {
    const { container } = renderAt('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const text = container.textContent ?? '';
    expect(text).toContain('Information Technology Act, 2000');
    expect(text).toContain('Intermediary Guidelines and Digital Media Ethics Code');
    expect(text).toContain('acknowledge your complaint within 24 hours and resolve it within 15 days');
    expect(text).toContain('governed by the laws of India');
    const reportBugs = screen.getAllByRole('link', { name: 'Report Bugs' });
    expect(reportBugs.length).toBeGreaterThan(0);
    for (const link of reportBugs) expect(link.getAttribute('href')).toBe('/report-bugs');
  });
});
