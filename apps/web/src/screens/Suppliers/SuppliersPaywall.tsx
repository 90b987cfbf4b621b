import { PaywallModal, PaywallPage } from '@tenderlens/ui';
import { useSearchParams } from 'react-router';
import { paths } from '../../navigation/routes';
import { PAYWALL_COPY } from '../NavigationShell/paywallCopy';

const copy = PAYWALL_COPY.SUPPLIERS;
const secondaryActions = [
  { label: 'View pricing', href: paths.plans },
  { label: 'Compare all plans', href: `${paths.plans}#compare` },
];

/** Opens the shell's book-a-demo form (`?bookADemo=true`, spec 1§2). */
function useBookADemo() {
  const [, setParams] = useSearchParams();
  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('bookADemo', 'true');
      return next;
    });
}

/** The suppliers page for a plan without SUPPLIERS (Free, Basic, a guest pass): the shell's paywall copy. */
export function SuppliersPaywallPage() {
  const bookADemo = useBookADemo();
  return (
    <PaywallPage
      title={copy.title}
      description={copy.description}
      bullets={copy.bullets}
      planNote={copy.plan}
      primaryAction={{ label: 'Book a demo', onPress: bookADemo }}
      secondaryActions={secondaryActions}
    />
  );
}

/** The upgrade prompt a guest gets instead of following a supplier link (spec 1§2 screen 14, 2§6). */
export function SupplierUpgradeModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <PaywallModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      bullets={copy.bullets}
      planNote={copy.plan}
      primaryAction={{ label: 'Upgrade', href: paths.plans }}
      secondaryActions={secondaryActions}
    />
  );
}
