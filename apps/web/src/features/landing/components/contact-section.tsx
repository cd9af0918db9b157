import { CircleCheck, Mail } from 'lucide-react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { lazyQueryScreen } from '../../../lib/chunk-reload';
import { config } from '../../../lib/config';
import { useLandingTranslation } from '../i18n';
import { LINK_CLASS } from './contact-fields';
import { RichText } from './rich-text';

// The form (validation, the API call, the tooltip) loads as the section nears the screen, so the
// landing page's first JavaScript stays small.
const ContactForm = lazy(lazyQueryScreen(() => import('./contact-form').then((m) => ({ default: m.ContactForm }))));

/** How far below the screen the section may still be when its form starts loading. */
const PRELOAD_MARGIN = '800px';

/** True once `ref` comes within PRELOAD_MARGIN of the viewport (at once where that cannot be observed). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${PRELOAD_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** Holds the form's place (same height, no layout shift) while its code loads. */
function FormPlaceholder() {
  const { t } = useLandingTranslation();
  return (
    <div role="status" className="flex min-h-[36rem] items-center justify-center text-sm text-stone-600">
      {t('contact.loadingForm')}
    </div>
  );
}

/** Contact Us (#contact-us): what we can help with, the form, and the e-mail address when one is configured. */
export function ContactSection() {
  const { t } = useLandingTranslation();
  const email = config.contactEmail;
  const reasons = ['partnership', 'programmes', 'support', 'press'] as const;
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  return (
    <section ref={sectionRef} id="contact-us" aria-labelledby="contact-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <h2 id="contact-heading" className="text-3xl font-bold text-stone-900">
            {t('contact.heading')}
          </h2>
          <p className="mt-3 text-stone-700">{t('contact.intro', { brand: config.brandName })}</p>
          <h3 className="mt-8 font-semibold text-stone-900">{t('contact.reasonsHeading')}</h3>
          <ul className="mt-3 space-y-2 text-stone-700">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-2">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                <span>{t(`contact.reasons.${reason}`)}</span>
              </li>
            ))}
          </ul>
          {email ? (
            <p className="mt-8 flex gap-2 text-stone-700">
              <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <span>
                <RichText
                  text={t('contact.emailLine', { email })}
                  tags={{
                    email: (address) => (
                      <a href={`mailto:${email}`} className={`${LINK_CLASS} break-all`}>
                        {address}
                      </a>
                    ),
                  }}
                />
              </span>
            </p>
          ) : null}
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:col-span-3">
          {near ? (
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
