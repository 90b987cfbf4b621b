import { PaywallModal, PaywallPage } from '@tenderlens/ui';
import { useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { PAYWALL_COPY } from '../../../pageParts/paywall/paywallCopy';

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

interface UpgradeModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shell's paywall copy of a data type as an upgrade prompt. */
function DataTypeUpgradeModal({
  dataType,
  isOpen,
  onOpenChange,
}: UpgradeModalProps & { dataType: 'SUPPLIERS' | 'SPEND' }) {
  const c = PAYWALL_COPY[dataType];
  return (
    <PaywallModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={c.title}
      description={c.description}
      bullets={c.bullets}
      planNote={c.plan}
      primaryAction={{ label: 'Upgrade', href: paths.plans }}
      secondaryActions={secondaryActions}
    />
  );
}

/** The upgrade prompt a guest gets instead of following a supplier link (spec 1§2 screen 14, 2§6). */
export function SupplierUpgradeModal(props: UpgradeModalProps) {
  return <DataTypeUpgradeModal dataType="SUPPLIERS" {...props} />;
}

/** The paywall behind a locked spend cell (no SPEND data type: the server left the figures out). */
export function SpendUpgradeModal(props: UpgradeModalProps) {
  return <DataTypeUpgradeModal dataType="SPEND" {...props} />;
}
