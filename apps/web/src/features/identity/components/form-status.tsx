import { CircleAlert, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form-level error, announced at once (role="alert"). */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <CircleAlert className="mt-px size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}

/**
 * A polite live region that is always in the page, so a message put into it is read out
 * (a region that appears together with its text is often missed by screen readers).
 */
export function LiveStatus({ children, visible = true }: { children?: ReactNode; visible?: boolean }) {
  return (
    <p role="status" aria-live="polite" className={visible && children ? 'text-sm text-brand-800' : 'sr-only'}>
      {children}
    </p>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  /** True while the button may not be used (e.g. a rate-limit countdown). */
  locked?: boolean;
  label: string;
  pendingLabel: string;
  variant?: 'primary' | 'outline';
  onClick?: () => void;
  type?: 'submit' | 'button';
}

/**
 * The form's main button. It stays focusable while busy (aria-disabled instead of disabled), so
 * keyboard focus is not lost; the handler ignores presses meanwhile.
 */
export function SubmitButton({
  pending,
  locked = false,
  label,
  pendingLabel,
  variant = 'primary',
  onClick,
  type = 'submit',
}: SubmitButtonProps) {
  const busy = pending || locked;
  return (
    <button
      type={type}
      onClick={onClick}
      className={`${variant === 'primary' ? 'btn-primary' : 'btn-outline'} w-full py-2.5 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-70`}
      aria-disabled={busy || undefined}
    >
      {pending ? (
        <>
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
