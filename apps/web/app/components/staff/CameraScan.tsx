import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike;
  }
}

/** What a QR code holds: a code, or a link of the shop's that names one (`?coupon=`, `?code=`). */
export function codeFromQr(value: string): string {
  const text = value.trim();
  try {
    const url = new URL(text);
    return url.searchParams.get('coupon') ?? url.searchParams.get('code') ?? text;
  } catch {
    return text;
  }
}

/**
 * The browser's own BarcodeDetector where it has one (Chrome on Android), otherwise jsQR, loaded
 * only when the camera opens: a pure-JavaScript decoder reading the video's frames.
 */
async function decoder(): Promise<Decode> {
  if (window.BarcodeDetector) {
    const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height)?.data ?? null;
  };
}

/**
 * "Scan with the camera": the back camera's picture on the page until a QR code is read, then the
 * page looks the code up. Shown only where the browser can open a camera; typing works anywhere.
 */
export function CameraScan() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    setAvailable(Boolean(navigator.mediaDevices?.getUserMedia));
  }, []);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const decode = await decoder();
        const look = async () => {
          if (stopped) return;
          const value = await decode(element).catch(() => null);
          if (value) {
            setOpen(false);
            navigate(`?code=${encodeURIComponent(codeFromQr(value))}`);
            return;
          }
          timer = setTimeout(look, 250);
        };
        await look();
      } catch {
        setFailed(true);
        setOpen(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, navigate]);

  if (!available) return null;
  return (
    <div className="camera-scan">
      <button
        type="button"
        className="button"
        aria-pressed={open}
        onClick={() => {
          setFailed(false);
          setOpen((now) => !now);
        }}
      >
        {open ? t('staff.camera_stop') : t('staff.camera')}
      </button>
      {failed && (
        <p className="form-error" role="alert">
          {t('staff.camera_failed')}
        </p>
      )}
      {open && <video ref={video} className="camera-view" playsInline muted />}
    </div>
  );
}
