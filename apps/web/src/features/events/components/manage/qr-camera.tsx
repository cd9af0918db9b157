import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useManageTranslation } from './i18n';

/** The same code read again within this long is the same scan (the camera sees it many times a second). */
const REPEAT_MS = 4000;

type CameraState = 'off' | 'starting' | 'on' | 'failed' | 'none';

/**
 * Scanning a ticket's QR code with the device's camera in the browser. qr-scanner (and its
 * decoding worker) loads only when the organiser turns the camera on; each new code goes to
 * `onCode`. The typed code box beside it serves hardware scanners and phones without a camera.
 */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useManageTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<{ stop: () => void; destroy: () => void } | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<CameraState>('off');
  const [reason, setReason] = useState('');

  const stop = () => {
    scanner.current?.stop();
    scanner.current?.destroy();
    scanner.current = null;
    setState('off');
  };
  useEffect(
    () => () => {
      scanner.current?.destroy();
      scanner.current = null;
    },
    [],
  );

  const start = async () => {
    if (!video.current) return;
    setState('starting');
    try {
      const { default: QrScanner } = await import('qr-scanner');
      if (!(await QrScanner.hasCamera())) {
        setState('none');
        return;
      }
      const instance = new QrScanner(
        video.current,
        (result) => {
          const code = result.data.trim();
          const now = Date.now();
          if (!code || (last.current?.code === code && now - last.current.at < REPEAT_MS)) return;
          last.current = { code, at: now };
          handler.current(code);
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 },
      );
      scanner.current = instance;
      await instance.start();
      setState('on');
    } catch (error) {
      scanner.current?.destroy();
      scanner.current = null;
      setReason(error instanceof Error ? error.message : String(error));
      setState('failed');
    }
  };

  const on = state === 'on' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      <div className={`overflow-hidden rounded-xl bg-stone-900 ${on ? '' : 'hidden'}`}>
        <video ref={video} className="aspect-square w-full object-cover sm:aspect-video" muted playsInline />
      </div>
      <p role="status" className="text-sm text-stone-600">
        {state === 'starting'
          ? t('manage.checkIn.cameraStarting')
          : state === 'on'
            ? t('manage.checkIn.scanning')
            : state === 'none'
              ? t('manage.checkIn.noCamera')
              : state === 'failed'
                ? t('manage.checkIn.cameraFailed', { reason })
                : null}
      </p>
      {on ? (
        <button type="button" className="btn-outline self-start" onClick={stop}>
          <CameraOff className="size-4" aria-hidden />
          {t('manage.checkIn.stopCamera')}
        </button>
      ) : (
        <button type="button" className="btn-primary self-start" onClick={() => void start()}>
          <Camera className="size-4" aria-hidden />
          {t('manage.checkIn.startCamera')}
        </button>
      )}
    </div>
  );
}
