import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useProgramsTranslation } from '../i18n';

/** A centred message for empty, error and not-found states, with its actions below. */
export function StatePanel({
  Icon,
  title,
  body,
  children,
  role,
  tone = 'neutral',
  heading: Heading = 'h2',
  headingId,
}: {
  Icon: LucideIcon;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  tone?: 'neutral' | 'error';
  /** The title's element: h1 when the panel is all the screen shows. */
  heading?: 'h1' | 'h2';
  headingId?: string;
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-10 text-center ring-1 ring-stone-200 sm:px-8"
    >
      <span
        className={`flex size-12 items-center justify-center rounded-full ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </Heading>
      {body ? <p className="max-w-md text-sm text-stone-600">{body}</p> : null}
      {children ? <div className="mt-1 flex flex-col gap-2 sm:flex-row">{children}</div> : null}
    </div>
  );
}

/** Why a request failed, in words a learner can act on. */
export function useErrorText() {
  const { t } = useProgramsTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) return error.status >= 500 ? t('common.serverError') : error.message;
    return t('common.networkError');
  };
}
