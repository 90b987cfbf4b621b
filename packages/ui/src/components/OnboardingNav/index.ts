export { OnboardingNav, onboardingSegmentStatus } from './OnboardingNav';
export type { OnboardingNavProps, OnboardingSegmentStatus } from './OnboardingNav';
