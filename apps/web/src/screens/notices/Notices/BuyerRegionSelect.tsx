import { regionFilterItems, useRegions } from '@tenderlens/domain';
import { MultiSelect } from '@tenderlens/ui';
import { useMemo } from 'react';

export interface BuyerRegionSelectProps {
  /** The chosen NUTS codes. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/** The UK's NUTS level-1 regions and the level-2 regions inside them (the `regions` query); a region covers its sub-regions. */
function RegionSelect({ value, onChange, label, anyText }: BuyerRegionSelectProps & { label: string; anyText: string }) {
  const { regions, fetching, error } = useRegions();
  const items = useMemo(() => regionFilterItems(regions), [regions]);
  return (
    <MultiSelect
      label={label}
      placeholder={error ? 'Regions could not be loaded' : fetching ? 'Loading regions' : anyText}
      items={items}
      value={value}
      onChange={(keys) => onChange(keys.map(String))}
    />
  );
}

/** 'Buyer region' of the notices filter drawer (spec 2§3 buyer_region_ids): where the buyers are. */
export function BuyerRegionSelect(props: BuyerRegionSelectProps) {
  return <RegionSelect {...props} label="Buyer region" anyText="Any buyer region" />;
}

/** 'Delivery region' (delivery_region_ids, decision 0059): where the notice says the contract is delivered or performed. */
export function DeliveryRegionSelect(props: BuyerRegionSelectProps) {
  return <RegionSelect {...props} label="Delivery region" anyText="Any delivery region" />;
}
