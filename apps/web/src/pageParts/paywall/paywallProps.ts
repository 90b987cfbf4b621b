import { paywallFor, paywallPlanNote, type PaywallType } from '@tenderlens/domain';
import type { PaywallContentProps } from '@tenderlens/ui';
import { paths } from '../../navigation/routes';

/**
 * What a paywall of a type shows (spec 2§2): its copy, plan note and picture from `@tenderlens/domain/plans`, 'Upgrade'
 * (awards: Basic is a payment link away, on the plans page) or 'Book a demo', 'View pricing', 'Compare all plans'.
 */
export function paywallProps(
  type: PaywallType,
  actions: { bookADemo: () => void; comparePlans: () => void },
): Omit<PaywallContentProps, 'title'> & { title: string } {
  const paywall = paywallFor(type);
  return {
    title: paywall.title,
    description: paywall.description,
    bullets: [...paywall.bullets],
    planNote: paywallPlanNote(paywall.requires),
    media: { type: 'image', src: paywall.image.src, alt: paywall.image.alt },
    primaryAction:
      paywall.primary === 'Upgrade'
        ? { label: 'Upgrade', href: paths.plans }
        : { label: 'Book a demo', onPress: actions.bookADemo },
    secondaryActions: [
      { label: 'View pricing', href: paths.plans },
      { label: 'Compare all plans', onPress: actions.comparePlans },
    ],
  };
}
