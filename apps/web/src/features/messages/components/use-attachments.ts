import { MESSAGE_MAX_ATTACHMENTS, type TMessageAttachment } from '@ankur/shared/schemas/messages';
import { UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { attachmentProblem, uploadAttachment } from '../api/upload-attachment';
import { useMessagesTranslation } from '../i18n';
import { formatBytes } from './format';

export interface PendingFile {
  key: string;
  name: string;
  /** 0–1 */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error: string | null;
  upload: TMessageAttachment | null;
}

let nextKey = 0;

/**
 * The composer's files: each uploads as soon as it is chosen (purpose "message"), with its progress
 * or the reason it failed; at most MESSAGE_MAX_ATTACHMENTS; each removable before sending.
 */
export function useAttachments() {
  const { t } = useMessagesTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<PendingFile>) => {
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));
  }, []);

  const add = (chosen: File[]) => {
    const room = MESSAGE_MAX_ATTACHMENTS - files.length;
    setNotice(chosen.length > room ? t('composer.tooMany', { max: MESSAGE_MAX_ATTACHMENTS }) : null);
    const accepted: PendingFile[] = [];
    for (const file of chosen.slice(0, Math.max(0, room))) {
      nextKey += 1;
      const key = `f${nextKey}`;
      const problem = attachmentProblem(file);
      if (problem) {
        const error =
          problem === 'too-large'
            ? t('composer.tooLarge', { name: file.name, size: formatBytes(UPLOAD_MAX_BYTES, language) })
            : t('composer.badType', { name: file.name });
        accepted.push({ key, name: file.name, progress: 0, status: 'error', error, upload: null });
        continue;
      }
      accepted.push({ key, name: file.name, progress: 0, status: 'uploading', error: null, upload: null });
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadAttachment(file, (share) => patch(key, { progress: share }), controller.signal)
        .then((upload) => patch(key, { status: 'done', progress: 1, upload }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, { status: 'error', error: errorText(error) });
        })
        .finally(() => controllers.current.delete(key));
    }
    setFiles((list) => [...list, ...accepted]);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setFiles((list) => list.filter((f) => f.key !== key));
    setNotice(null);
  };

  const clear = () => {
    setFiles([]);
    setNotice(null);
  };

  return {
    files,
    notice,
    add,
    remove,
    clear,
    uploading: files.some((f) => f.status === 'uploading'),
    ready: files.flatMap((f) => (f.status === 'done' && f.upload ? [f.upload] : [])),
    full: files.length >= MESSAGE_MAX_ATTACHMENTS,
  };
}
