import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconButtonProps {
  /** The accessible name, e.g. "Edit role Admin" (also the tooltip). */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/** A compact row action: an icon with an accessible name. */
export function IconButton({ label, icon: Icon, onClick, tone = 'default', disabled }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`rounded-lg p-2 transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
        tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The actions of one table row, kept on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="-my-1 flex items-center justify-end gap-0.5 whitespace-nowrap">{children}</div>;
}
