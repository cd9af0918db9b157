import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, registerMessages, Trans, useLanguage, useTranslation } from './i18n';

declare module './i18n' {
  interface Namespaces {
    'test-ns': { hello: string; sentence: string };
  }
}

let hindiLoads = 0;
await registerMessages('test-ns', {
  en: {
    hello: 'Hello {{name}}',
    sentence: 'Read the <terms>terms</terms> and the <privacy>policy</privacy>, {{name}}.',
  },
  hi: async () => {
    hindiLoads += 1;
    return {
      default: { hello: 'नमस्ते {{name}}', sentence: '<terms>शर्तें</terms> और <privacy>नीति</privacy> पढ़ें, {{name}}।' },
    };
  },
});

function Greeting() {
  const { t } = useTranslation('test-ns');
  const language = useLanguage();
  return (
    <p>
      {t('hello', { name: 'Asha' })} ({language})
    </p>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the translation hooks', () => {
  it('loads Hindi only when it is chosen, once, and re-renders in it', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Asha (en)')).toBeTruthy();
    expect(hindiLoads).toBe(0);
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('नमस्ते Asha (hi)')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    await act(() => loadLanguage('hi'));
    expect(hindiLoads).toBe(1);
    expect(i18n.hasResourceBundle('hi', 'test-ns')).toBe(true);
  });

  it('renders <Trans> tags as the given elements, in the language on screen', async () => {
    // the tag's text becomes the link's content
    // biome-ignore lint/a11y/useAnchorContent: filled in by <Trans>
    const terms = <a href="/terms-of-service" />;
    // biome-ignore lint/a11y/useAnchorContent: filled in by <Trans>
    const privacy = <a href="/privacy-policy" />;
    const components = { terms, privacy };
    const { container } = render(
      <p>
        <Trans ns="test-ns" i18nKey="sentence" values={{ name: 'Asha' }} components={components} />
      </p>,
    );
    expect(container.textContent).toBe('Read the terms and the policy, Asha.');
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms-of-service');
    await act(() => i18n.changeLanguage('hi'));
    expect(container.textContent).toBe('शर्तें और नीति पढ़ें, Asha।');
    expect(screen.getByRole('link', { name: 'नीति' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('treats an unknown language as English', async () => {
    await act(() => i18n.changeLanguage('fr'));
    expect(i18n.language).toBe('en');
  });
});

describe('a screen that opens while Hindi is being put on screen', () => {
  it('gets its Hindi texts too', async () => {
    let release: () => void = () => {};
    const slow = new Promise<{ default: { hello: string } }>((resolve) => {
      release = () => resolve({ default: { hello: 'नमस्ते (धीमा)' } });
    });
    registerMessages('slowFirst', { en: { hello: 'Hello (slow)' }, hi: () => slow });
    const switching = i18n.changeLanguage('hi');
    // registered after the switch began, before it finished
    registerMessages('lateScreen', {
      en: { hello: 'Hello (late)' },
      hi: async () => ({ default: { hello: 'नमस्ते (देर से)' } }),
    });
    release();
    await switching;
    expect(i18n.language).toBe('hi');
    expect(i18n.t('lateScreen', 'hello')).toBe('नमस्ते (देर से)');
  });
});
