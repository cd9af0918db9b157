import type { TContentKind } from '@ankur/shared/schemas/content';
import {
  BookOpen,
  ClipboardList,
  FileSpreadsheet,
  FileText,
  type LucideIcon,
  Mic,
  Newspaper,
  PlayCircle,
} from 'lucide-react';

export const KIND_ICONS: Record<TContentKind, LucideIcon> = {
  article: Newspaper,
  video: PlayCircle,
  podcast: Mic,
  case_study: ClipboardList,
  template: FileSpreadsheet,
  report: FileText,
  book: BookOpen,
};

/** 754 → "12:34"; 3725 → "1:02:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** "12:34" or "1:02:05" → seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length === 0 || parts.length > 3 || parts.some((p) => !/^\d{1,2}$|^\d+$/.test(p))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** Whether a file is a PDF (shown in a preview frame). */
export const isPdf = (contentType: string | undefined) => contentType === 'application/pdf';
