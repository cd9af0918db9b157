interface SproutLogoProps {
  className?: string;
  /** Accessible name; when omitted the logo is decorative. */
  title?: string;
}

/** Ankur's mark: a two-leaf sprout rising from a mound of soil. */
export function SproutLogo({ className, title }: SproutLogoProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <circle cx="32" cy="32" r="31" fill="#eef7e8" />
      <path d="M14 52c4-4 11-6 18-6s14 2 18 6" fill="none" stroke="#8a5a2b" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 47V29" fill="none" stroke="#2f7d32" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 32c-1-9-7-15-17-15 0 10 7 16 17 15z" fill="#4caf50" />
      <path d="M32 28c1-10 8-16 19-16 0 11-8 17-19 16z" fill="#2f7d32" />
    </svg>
  );
}
