export { SlideOutPanel } from './SlideOutPanel';
export type { SlideOutPanelProps, SlideOutPanelSide } from './SlideOutPanel';
