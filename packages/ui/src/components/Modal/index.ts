export { Modal } from './Modal';
export type { ModalProps, ModalRenderProps, ModalSize } from './Modal';
