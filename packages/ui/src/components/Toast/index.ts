export { ToastRegion, toast, toastQueue } from './Toast';
export type { ToastAction, ToastContent, ToastOptions, ToastRegionProps, ToastTone } from './Toast';
