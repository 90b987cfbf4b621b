import { DataTypeLocked, PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';

/** The suppliers page for a plan without SUPPLIERS (Free, Basic, a guest pass): its paywall page. */
export function SuppliersPaywallPage() {
  return <DataTypeLocked dataType="SUPPLIERS" />;
}

interface UpgradeModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The upgrade prompt a guest gets instead of following a supplier link (spec 1§2 screen 14, 2§6). */
export function SupplierUpgradeModal({ isOpen, onOpenChange }: UpgradeModalProps) {
  return <PaywallPrompt type={isOpen ? 'SUPPLIERS' : null} onClose={() => onOpenChange(false)} />;
}

/** The paywall behind a locked spend cell (no SPEND data type: the server left the figures out). */
export function SpendUpgradeModal({ isOpen, onOpenChange }: UpgradeModalProps) {
  return <PaywallPrompt type={isOpen ? 'SPEND' : null} onClose={() => onOpenChange(false)} />;
}
