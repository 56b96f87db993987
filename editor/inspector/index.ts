/**
 * The block inspector: `<Inspector tag data onChange … />`, the settings form of one block, with
 * its tweak events (SPEC §3). See Inspector.tsx for the contract.
 */
import './inspector.css';

export { Inspector, type InspectorHandle, type InspectorProps } from './Inspector.tsx';
export {
  TweakEvent,
  type BlockData,
  type TweakDetail,
  type TweakEventMap,
  type TweakEventName,
  type TweakEventProps,
  type TweakHandler,
} from './tweak-events.ts';
export type { Issue } from './validate.ts';
