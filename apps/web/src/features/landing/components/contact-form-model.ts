import { CONTACT_TOPICS, type TContactTopic } from '@ankur/shared/schemas/support';
import { CONTACT_LIMITS, type ContactField, type ContactMessage, isContactEmail } from '../api/send-contact-message';

/** What the Contact Us form holds while it is being filled in. */
export interface ContactValues {
  name: string;
  email: string;
  organisation: string;
  topic: TContactTopic;
  message: string;
  website: string;
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  organisation: '',
  topic: 'general',
  message: '',
  website: '',
};

/** The keys of contact.errors that name a field's problem. */
export type ContactIssueKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'organisationTooLong'
  | 'topicInvalid'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'rejected';

export interface ContactIssue {
  key: ContactIssueKey;
  min?: number;
  max?: number;
}

export type ContactIssues = Partial<Record<ContactField, ContactIssue>>;

/** The order fields appear in, so the first invalid one can take the focus. */
export const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'organisation', 'topic', 'message'];

export function validateField(field: ContactField, values: ContactValues): ContactIssue | undefined {
  const { nameMax, emailMax, organisationMax, messageMin, messageMax } = CONTACT_LIMITS;
  switch (field) {
    case 'name': {
      const name = values.name.trim();
      if (!name) return { key: 'nameRequired' };
      return name.length > nameMax ? { key: 'nameTooLong', max: nameMax } : undefined;
    }
    case 'email': {
      const email = values.email.trim();
      if (!email) return { key: 'emailRequired' };
      if (email.length > emailMax) return { key: 'emailTooLong', max: emailMax };
      return isContactEmail(email) ? undefined : { key: 'emailInvalid' };
    }
    case 'organisation':
      return values.organisation.trim().length > organisationMax
        ? { key: 'organisationTooLong', max: organisationMax }
        : undefined;
    case 'topic':
      return (CONTACT_TOPICS as readonly string[]).includes(values.topic) ? undefined : { key: 'topicInvalid' };
    case 'message': {
      const length = values.message.trim().length;
      if (length < messageMin) return { key: 'messageTooShort', min: messageMin };
      return length > messageMax ? { key: 'messageTooLong', max: messageMax } : undefined;
    }
  }
}

/** Every field's problem, mirroring the limits of POST /api/support/contact. */
export function validateContact(values: ContactValues): ContactIssues {
  const issues: ContactIssues = {};
  for (const field of FIELD_ORDER) {
    const issue = validateField(field, values);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** The request body: trimmed, the optional organisation left out when empty, the honeypot only when filled. */
export function toContactMessage(values: ContactValues): ContactMessage {
  const organisation = values.organisation.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(organisation ? { organisation } : {}),
    topic: values.topic,
    message: values.message.trim(),
    ...(values.website ? { website: values.website } : {}),
  };
}
