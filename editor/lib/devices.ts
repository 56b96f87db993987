/**
 * The editor's device views (SPEC §2 "Device views: desktop, phone, tablet") and the size of the
 * frame in each. SPEC gives the widths as breakpoints, not as screens (SPEC §9: "phones up to
 * 428 px, tablets 768 to 1024"); the frame takes a tablet held upright at the tablet range's
 * ends, 768 × 1024, and a phone within the phone range at a common phone's 390 × 844 (SPEC gives
 * no heights; these are a current phone's). Desktop fills the space the editor gives the preview.
 */

/** A device view. */
export type DeviceView = 'desktop' | 'tablet' | 'phone';

/** A device's frame size in CSS pixels; `null` for desktop, which fills the preview area. */
export interface DeviceSize {
  readonly width: number;
  readonly height: number;
}

/** The device views in the order the editor offers them, with their labels and frame sizes. */
export const DEVICE_VIEWS: ReadonlyArray<{
  readonly view: DeviceView;
  readonly label: string;
  readonly size: DeviceSize | null;
}> = [
  { view: 'desktop', label: 'Desktop', size: null },
  { view: 'tablet', label: 'Tablet', size: { width: 768, height: 1024 } },
  { view: 'phone', label: 'Phone', size: { width: 390, height: 844 } },
];

/** The frame size of `view` (null: fill the preview area). */
export function deviceSize(view: DeviceView): DeviceSize | null {
  return DEVICE_VIEWS.find((d) => d.view === view)?.size ?? null;
}

/**
 * How much a device's frame is scaled down to fit a preview area of `area` (at most 1: it is
 * never scaled up), so the whole screen of the device shows at once.
 */
export function fitScale(size: DeviceSize, area: DeviceSize): number {
  if (area.width <= 0 || area.height <= 0) return 1;
  return Math.min(1, area.width / size.width, area.height / size.height);
}
