import { UPLOAD_CONTENT_TYPES, type UPLOAD_PURPOSES } from '@ankur/shared/schemas/uploads';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/scope.ts';
import type { UploadRow } from './uploads.repository.ts';

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const KINDS = 'PDF, Word, Excel, PowerPoint, text, CSV, PNG, JPEG, WebP, MP4 or WebM';
export const UNSUPPORTED_TYPE = `This kind of file cannot be uploaded: choose a ${KINDS} file`;

/**
 * What a purpose's files may be, who may upload them and who besides their owner may read them.
 * The module that attaches files of a purpose registers it (in its setup), so uploads knows no
 * domain: a purpose nobody registered cannot be uploaded, and its files are read by their owner only.
 */
export interface UploadPurposePolicy {
  /** throws (403) when the actor may not upload files of this purpose */
  assertMayUpload?: (actor: Actor) => void;
  /** the accepted content types (every UPLOAD_CONTENT_TYPES when not given) and the refusal's message */
  contentTypes?: { allowed: readonly string[]; refused: string };
  /** the largest file of this purpose (UPLOAD_MAX_BYTES when not given) */
  maxBytes?: number;
  /** whether the actor, who does not own the file, may read it (inside the tenant transaction) */
  mayRead: (tx: Db, actor: Actor, upload: UploadRow) => boolean | Promise<boolean>;
}

/** The policies are code, the same for every app in the process, so one registry serves them all. */
const POLICIES = new Map<string, UploadPurposePolicy>();

export function registerUploadPurpose(purpose: UploadPurpose, policy: UploadPurposePolicy): void {
  POLICIES.set(purpose, policy);
}

export const purposePolicy = (purpose: string): UploadPurposePolicy | undefined => POLICIES.get(purpose);

/** The content types a purpose accepts, and the message refusing another. */
export function contentTypesOf(purpose: string | undefined) {
  const own = purpose ? POLICIES.get(purpose)?.contentTypes : undefined;
  return own ?? { allowed: UPLOAD_CONTENT_TYPES as readonly string[], refused: UNSUPPORTED_TYPE };
}
