/**
 * The live page in a frame, sized by the device view (SPEC §2 device views): desktop fills the
 * stage; tablet and phone keep their size and are scaled down to fit when the stage is smaller.
 * Each `load` reports the page the frame now shows (a link followed inside it included).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { deviceSize, fitScale, type DeviceView } from '../lib/devices.ts';
import { pageOf } from '../lib/frame-url.ts';

export interface PreviewFrameProps {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The address the frame opens (changes only when the owner picks another page). */
  src: string;
  device: DeviceView;
  title: string;
  /** The frame loaded a page: its path and query. */
  onLoad: (frameUrl: string) => void;
}

export function PreviewFrame({ frame, src, device, title, onLoad }: PreviewFrameProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setArea({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const size = deviceSize(device);
  const scale = size ? fitScale(size, area) : 1;
  const style = size
    ? { width: size.width, height: size.height, transform: `scale(${scale})` }
    : undefined;
  return (
    <div className={`stage stage--${device}`} ref={stage}>
      <div
        className="stage__device"
        style={size ? { width: size.width * scale, height: size.height * scale } : undefined}
      >
        <iframe
          ref={frame}
          className="stage__frame"
          src={src}
          title={title}
          style={style}
          onLoad={(event) => {
            try {
              onLoad(pageOf(event.currentTarget.contentWindow!.location));
            } catch {
              // Another origin's page (a link out of the site): nothing of it can be edited.
            }
          }}
        />
      </div>
    </div>
  );
}
