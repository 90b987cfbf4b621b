export { Timeline, timelineStepStatus } from './Timeline';
export type { TimelineLine, TimelineProps, TimelineStep, TimelineStepStatus } from './Timeline';
