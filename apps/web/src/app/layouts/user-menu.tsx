import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { displayName, useSessionStore } from '../../stores/session';

/** SPEC §9: the profile dropdown hides 150 ms after the pointer leaves it. */
export const PROFILE_DROPDOWN_HIDE_DELAY_MS = 150;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** The signed-in user's menu: name and e-mail, and Logout. */
export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const signOut = useSessionStore((state) => state.signOut);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const name = displayName(user);

  const cancelHide = () => window.clearTimeout(hideTimer.current);
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = window.setTimeout(() => setOpen(false), PROFILE_DROPDOWN_HIDE_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only delays closing for pointer users; the button and Escape handle keyboard use.
    <div
      ref={containerRef}
      className="relative"
      onMouseEnter={cancelHide}
      onMouseLeave={() => {
        if (open) scheduleHide();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-1 rounded-full p-1 hover:bg-stone-100"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            window.requestAnimationFrame(() => firstItemRef.current?.focus());
          }
        }}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initials(name)}
        </span>
        <ChevronDown className="size-4 text-stone-500" aria-hidden />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label="Account"
        hidden={!open}
        className="absolute right-0 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
      >
        <div className="border-b border-stone-100 px-3 pb-2 pt-1">
          <p className="truncate font-semibold text-stone-900">{name}</p>
          {user?.email ? <p className="truncate text-sm text-stone-500">{user.email}</p> : null}
        </div>
        <button
          ref={firstItemRef}
          type="button"
          role="menuitem"
          className="mt-1 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-stone-700 hover:bg-stone-100"
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          <LogOut className="size-4" aria-hidden />
          Logout
        </button>
      </div>
    </div>
  );
}
