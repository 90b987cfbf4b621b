import { PaywallPage } from '@tenderlens/ui';
import { useSearchParams } from 'react-router';
import { paths } from '../../navigation/routes';
import { PAYWALL_COPY } from './paywallCopy';

export interface DataTypeLockedProps {
  dataType: 'BUYERS' | 'SUPPLIERS' | 'FRAMEWORKS';
}

/** The paywall that takes the place of a buyer, supplier or framework page without its data type. */
export function DataTypeLocked({ dataType }: DataTypeLockedProps) {
  const copy = PAYWALL_COPY[dataType];
  const [, setParams] = useSearchParams();
  return (
    <PaywallPage
      title={copy.title}
      description={copy.description}
      bullets={copy.bullets}
      planNote={copy.plan}
      primaryAction={{
        label: 'Book a demo',
        onPress: () =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('bookADemo', 'true');
            return next;
          }),
      }}
      secondaryActions={[
        { label: 'View pricing', href: paths.plans },
        { label: 'Compare all plans', href: `${paths.plans}#compare` },
      ]}
    />
  );
}
