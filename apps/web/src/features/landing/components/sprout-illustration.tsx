import { useId } from 'react';

/** The landing illustration: a sprout growing from soil, its leaves linked to a network of ideas. */
export function SproutIllustration({ className, title }: { className?: string; title: string }) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 480 400" className={className} role="img" aria-labelledby={titleId} focusable="false">
      <title id={titleId}>{title}</title>
      <defs>
        <linearGradient id="ankur-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f1f8ec" />
          <stop offset="1" stopColor="#fbfaf5" />
        </linearGradient>
        <linearGradient id="ankur-leaf" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6fb650" />
          <stop offset="1" stopColor="#316324" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="480" height="400" rx="32" fill="url(#ankur-sky)" />
      <circle cx="380" cy="84" r="38" fill="#f7d58b" opacity="0.8" />
      <g stroke="#bde0a9" strokeWidth="2" strokeDasharray="4 6" fill="none">
        <path d="M240 170 L110 96" />
        <path d="M240 170 L120 220" />
        <path d="M240 170 L360 200" />
        <path d="M240 170 L300 70" />
      </g>
      <g fill="#ffffff" stroke="#4f9b36" strokeWidth="3">
        <circle cx="110" cy="96" r="16" />
        <circle cx="120" cy="220" r="13" />
        <circle cx="360" cy="200" r="15" />
        <circle cx="300" cy="70" r="12" />
      </g>
      <g fill="#4f9b36">
        <circle cx="110" cy="96" r="5" />
        <circle cx="120" cy="220" r="4" />
        <circle cx="360" cy="200" r="5" />
        <circle cx="300" cy="70" r="4" />
      </g>
      <path d="M40 330 C130 290 350 290 440 330 L440 372 L40 372 Z" fill="#c08a52" />
      <path d="M40 330 C130 290 350 290 440 330" fill="none" stroke="#8a5a2b" strokeWidth="6" strokeLinecap="round" />
      <g fill="#8a5a2b" opacity="0.5">
        <circle cx="150" cy="345" r="4" />
        <circle cx="230" cy="355" r="3" />
        <circle cx="320" cy="342" r="4" />
      </g>
      <path d="M240 312 C238 270 242 220 240 176" fill="none" stroke="#316324" strokeWidth="10" strokeLinecap="round" />
      <path d="M240 236 C226 184 180 158 126 164 C132 222 180 248 240 236 Z" fill="url(#ankur-leaf)" />
      <path d="M240 204 C252 146 302 114 366 118 C360 184 308 214 240 204 Z" fill="url(#ankur-leaf)" />
      <path d="M240 236 C210 214 170 190 140 172" fill="none" stroke="#ddefd2" strokeWidth="3" strokeLinecap="round" />
      <path d="M240 204 C272 180 318 142 352 126" fill="none" stroke="#ddefd2" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
