/**
 * Competition times are entered and shown in India Standard Time (UTC+05:30, no daylight saving),
 * whatever the browser's zone: a datetime-local value "2026-12-01T18:00" means 18:00 IST.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** An ISO instant → the datetime-local text of that instant in IST ('' when unreadable). */
export function toIstInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local text read as IST → an ISO instant with its +05:30 offset ('' stays ''). */
export function fromIstInput(local: string): string {
  if (!local) return '';
  return `${local.length === 16 ? `${local}:00` : local}+05:30`;
}

/** An instant as people in India read it: "1 Dec 2026, 6:00 pm IST". */
export function formatIst(iso: string | null, language: string): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '—';
  const text = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);
  return `${text} IST`;
}
