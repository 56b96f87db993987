/**
 * The editor's end of the frame bridge (the editor contract's "Frame and bridge"): messages from
 * the page in the frame are taken only from this origin and from the frame's own window, and
 * messages to it go to this origin only.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { readFrameMessage, type EditorMessage, type FrameMessage } from './protocol.ts';

/** Calls `onMessage` with every bridge message the page in `frame` sends. */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: FrameMessage) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const message = readFrameMessage(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
}

/** Sends `message` to the page in `frame` (nothing when the frame has no page yet). */
export function sendToFrame(frame: HTMLIFrameElement | null, message: EditorMessage): void {
  frame?.contentWindow?.postMessage(message, location.origin);
}
