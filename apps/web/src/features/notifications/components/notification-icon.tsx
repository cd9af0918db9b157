import type { NotificationType } from '@ankur/shared/schemas/notifications';
import {
  AtSign,
  Award,
  BadgeCheck,
  CalendarDays,
  CheckCircle2,
  CircleCheck,
  ClipboardCheck,
  Crown,
  FileCheck,
  GraduationCap,
  HandHeart,
  Handshake,
  Inbox,
  Lightbulb,
  type LucideIcon,
  MailPlus,
  Megaphone,
  MessageCircle,
  MessageSquare,
  MessagesSquare,
  Reply,
  ShieldAlert,
  Trophy,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { useNotificationsTranslation } from '../i18n';

/** The icon of each kind of notification (every kind has one: the record is checked by the compiler). */
const TYPE_ICONS: Readonly<Record<NotificationType, LucideIcon>> = {
  enrolment: GraduationCap,
  enrolment_request: Inbox,
  assignment: ClipboardCheck,
  certificate: Award,
  connection: UserPlus,
  connection_request: UserPlus,
  connection_accepted: UserPlus,
  new_follower: UserPlus,
  message: MessageSquare,
  event: CalendarDays,
  announcement: Megaphone,
  membership: Crown,
  investor: BadgeCheck,
  call_application: HandHeart,
  call_decision: HandHeart,
  collab_response: Handshake,
  forum_reply: MessagesSquare,
  forum_answer_accepted: CheckCircle2,
  moderation: ShieldAlert,
  mention: AtSign,
  post_comment: MessageCircle,
  comment_reply: Reply,
  circle_request: UsersRound,
  circle_approved: CircleCheck,
  circle_invite: MailPlus,
  content_review: FileCheck,
  competition: Trophy,
  idea: Lightbulb,
};

/** The kinds of notification, in the order the preferences list them. */
export const NOTIFICATION_TYPE_LIST = Object.keys(TYPE_ICONS) as NotificationType[];

/** A round icon for a notification's kind, named for screen readers. */
export function NotificationIcon({ type, size = 'md' }: { type: NotificationType; size?: 'sm' | 'md' }) {
  const { t } = useNotificationsTranslation();
  const Icon = TYPE_ICONS[type] ?? Megaphone;
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ${size === 'sm' ? 'size-8' : 'size-10'}`}
    >
      <Icon aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-5'} />
      <span className="sr-only">{t(`types.${type}`)}</span>
    </span>
  );
}

/** The small dot an unread notification carries (its meaning is in the text beside it). */
export function UnreadDot() {
  return <span aria-hidden="true" className="inline-block size-2 shrink-0 rounded-full bg-brand-600" />;
}
