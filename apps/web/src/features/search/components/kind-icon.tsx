import type { TSearchKind } from '@ankur/shared/schemas/search';
import {
  BookOpen,
  Building2,
  GraduationCap,
  type LucideIcon,
  MessageSquare,
  MessagesSquare,
  Trophy,
  User,
  Users,
} from 'lucide-react';

export const KIND_ICONS: Record<TSearchKind, LucideIcon> = {
  person: User,
  program: GraduationCap,
  content: BookOpen,
  circle: Users,
  post: MessageSquare,
  thread: MessagesSquare,
  organisation: Building2,
  competition: Trophy,
};

export function KindIcon({ kind, className = 'size-4' }: { kind: TSearchKind; className?: string }) {
  const Icon = KIND_ICONS[kind];
  return <Icon aria-hidden className={className} />;
}
