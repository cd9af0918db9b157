import { UPLOAD_CONTENT_TYPES } from '@ankur/shared/schemas/uploads';
import { registerUploadPurpose } from '../uploads/index.ts';
import { attachedInMyConversation } from './attachments.repository.ts';

const MESSAGE_KINDS = 'PDF, Word, Excel, PowerPoint, text, CSV, PNG, JPEG or WebP';
export const UNSUPPORTED_MESSAGE_TYPE = `This kind of file cannot be attached to a message: choose a ${MESSAGE_KINDS} file`;

/**
 * Message attachments ('message' uploads, issue 9): anyone signed in may upload documents and
 * images (not video); besides their owner, the current members of a conversation with a message
 * carrying one may read it.
 */
export function registerMessageUploads(): void {
  registerUploadPurpose('message', {
    contentTypes: {
      allowed: UPLOAD_CONTENT_TYPES.filter((t) => !t.startsWith('video/')),
      refused: UNSUPPORTED_MESSAGE_TYPE,
    },
    mayRead: (tx, actor, upload) => attachedInMyConversation(tx, actor.userId, upload.upload_id),
  });
}
