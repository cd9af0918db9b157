import { CONTACT_TOPICS } from '@ankur/shared/schemas/support';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { InfoTooltip } from '../../../components/ui/info-tooltip';
import { ApiError } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { formatNumber, useLanguage } from '../../../lib/i18n';
import {
  CONTACT_LIMITS,
  type ContactField as Field,
  rateLimitWait,
  rejectedFields,
  useSendContactMessage,
} from '../api/send-contact-message';
import { useLandingTranslation } from '../i18n';
import { CONTROL_CLASS, ContactField, controlAria, LINK_CLASS } from './contact-fields';
import {
  type ContactIssue,
  type ContactIssues,
  type ContactValues,
  EMPTY_CONTACT,
  FIELD_ORDER,
  toContactMessage,
  validateContact,
  validateField,
} from './contact-form-model';
import { RichText } from './rich-text';

type FormProblem =
  | { kind: 'invalid' }
  | { kind: 'rateLimited'; seconds: number | null }
  | { kind: 'network' }
  | { kind: 'server' };

/** The Contact Us form: validated like the API, posted to POST /api/support/contact. */
export function ContactForm() {
  const { t } = useLandingTranslation();
  const language = useLanguage();
  const brand = config.brandName;
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const mutation = useSendContactMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [issues, setIssues] = useState<ContactIssues>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
    else if (returning.current) {
      returning.current = false;
      controls.current.message?.focus();
    }
  }, [sent]);

  // after a 429 the button stays disabled for as long as the answer asked
  useEffect(() => {
    if (problem?.kind !== 'rateLimited' || problem.seconds === null) return;
    setWaiting(true);
    const timer = setTimeout(() => setWaiting(false), problem.seconds * 1000);
    return () => clearTimeout(timer);
  }, [problem]);

  const message = (issue: ContactIssue | undefined) =>
    issue ? t(`contact.errors.${issue.key}`, { min: issue.min, max: issue.max }) : undefined;

  const update = (field: keyof ContactValues, value: string) => {
    const next = { ...values, [field]: value } as ContactValues;
    setValues(next);
    if (field !== 'website' && issues[field]) setIssues({ ...issues, [field]: validateField(field, next) });
  };

  // a field that has something in it is checked when the visitor moves on
  const check = (field: Field) => {
    if (values[field].trim() || issues[field]) setIssues({ ...issues, [field]: validateField(field, values) });
  };

  const focusFirst = (found: ContactIssues) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || waiting) return;
    const found = validateContact(values);
    setIssues(found);
    if (Object.keys(found).length > 0) {
      setProblem({ kind: 'invalid' });
      focusFirst(found);
      return;
    }
    setProblem(null);
    const body = toContactMessage(values);
    mutation.mutate(body, {
      onSuccess: () => setSent({ name: body.name, email: body.email }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          setProblem({ kind: 'rateLimited', seconds: rateLimitWait(error) });
          return;
        }
        const fields = rejectedFields(error);
        if (fields.length > 0) {
          const rejected: ContactIssues = {};
          for (const field of fields) rejected[field] = validateField(field, values) ?? { key: 'rejected' };
          setIssues(rejected);
          setProblem({ kind: 'invalid' });
          focusFirst(rejected);
          return;
        }
        setProblem({ kind: error instanceof ApiError ? 'server' : 'network' });
      },
    });
  };

  const sendAnother = () => {
    returning.current = true;
    setValues({ ...EMPTY_CONTACT, name: values.name, email: values.email, organisation: values.organisation });
    setIssues({});
    setProblem(null);
    mutation.reset();
    setSent(null);
  };

  if (sent) {
    return (
      <div className="flex flex-col items-start gap-4 py-6">
        <CircleCheck className="size-10 text-brand-600" aria-hidden />
        <h3 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold text-stone-900">
          {t('contact.success.title', { name: sent.name })}
        </h3>
        <p className="text-stone-700">{t('contact.success.text', { email: sent.email })}</p>
        <button type="button" className="btn-outline px-5 py-2.5 text-base" onClick={sendAnother}>
          {t('contact.success.again')}
        </button>
      </div>
    );
  }

  const problemText = (() => {
    if (!problem) return null;
    switch (problem.kind) {
      case 'invalid':
        return Object.values(issues).some(Boolean) ? t('contact.errors.summary') : null;
      case 'network':
        return t('contact.errors.network', { brand });
      case 'server':
        return t('contact.errors.server');
      case 'rateLimited': {
        const { seconds } = problem;
        if (seconds === null) return t('contact.errors.rateLimited');
        if (seconds < 60) return t('contact.errors.rateLimitedSeconds', { count: seconds });
        const minutes = Math.ceil(seconds / 60);
        if (minutes < 60) return t('contact.errors.rateLimitedMinutes', { count: minutes });
        return t('contact.errors.rateLimitedHours', { count: Math.max(1, Math.round(seconds / 3600)) });
      }
    }
  })();

  const error = (field: Field) => message(issues[field]);
  const messageHint = t('contact.fields.messageHint', { min: CONTACT_LIMITS.messageMin });
  const counterId = id('message-count');
  const bind = (field: Field) => ({
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      controls.current[field] = element;
    },
    name: field,
    value: values[field],
    onBlur: () => check(field),
    className: CONTROL_CLASS,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id('heading')} className="relative flex flex-col gap-5">
      <div>
        <h3 id={id('heading')} className="text-xl font-bold text-stone-900">
          {t('contact.formHeading')}
        </h3>
        <p className="mt-1 text-sm text-stone-700">{t('contact.requiredNote')}</p>
      </div>
      {problemText ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{problemText}</p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField id={id('name')} label={t('contact.fields.name')} required error={error('name')}>
          <input
            {...bind('name')}
            {...controlAria(id('name'), { error: error('name') })}
            type="text"
            required
            autoComplete="name"
            onChange={(event) => update('name', event.target.value)}
          />
        </ContactField>
        <ContactField
          id={id('email')}
          label={t('contact.fields.email')}
          required
          error={error('email')}
          labelAddon={
            <InfoTooltip label={t('contact.emailTooltipLabel')} placement="right">
              {t('contact.emailTooltip')}
            </InfoTooltip>
          }
        >
          <input
            {...bind('email')}
            {...controlAria(id('email'), { error: error('email') })}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            onChange={(event) => update('email', event.target.value)}
          />
        </ContactField>
        <ContactField
          id={id('organisation')}
          label={t('contact.fields.organisation')}
          optionalText={t('contact.optional')}
          error={error('organisation')}
          hint={t('contact.fields.organisationHint')}
        >
          <input
            {...bind('organisation')}
            {...controlAria(id('organisation'), { error: error('organisation'), hint: true })}
            type="text"
            autoComplete="organization"
            onChange={(event) => update('organisation', event.target.value)}
          />
        </ContactField>
        <ContactField id={id('topic')} label={t('contact.fields.topic')} required error={error('topic')}>
          <select
            {...bind('topic')}
            {...controlAria(id('topic'), { error: error('topic') })}
            required
            onChange={(event) => update('topic', event.target.value)}
          >
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </select>
        </ContactField>
      </div>
      <ContactField
        id={id('message')}
        label={t('contact.fields.message')}
        required
        error={error('message')}
        hint={messageHint}
        aside={
          <p
            id={counterId}
            className={values.message.trim().length > CONTACT_LIMITS.messageMax ? 'font-semibold text-red-700' : ''}
          >
            {t('contact.counter', {
              current: formatNumber(values.message.trim().length, language),
              max: formatNumber(CONTACT_LIMITS.messageMax, language),
            })}
          </p>
        }
      >
        <textarea
          {...bind('message')}
          {...controlAria(id('message'), { error: error('message'), hint: true, extra: counterId })}
          required
          rows={6}
          onChange={(event) => update('message', event.target.value)}
        />
      </ContactField>
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
        <label htmlFor={id('website')}>{t('contact.fields.honeypot')}</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>
      <p className="text-sm text-stone-700">
        <RichText
          text={t('contact.privacy')}
          tags={{
            privacy: (label) => (
              <Link to="/privacy-policy" className={LINK_CLASS}>
                {label}
              </Link>
            ),
          }}
        />
      </p>
      <div>
        <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={mutation.isPending || waiting}>
          <Send className="size-5" aria-hidden />
          {mutation.isPending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
