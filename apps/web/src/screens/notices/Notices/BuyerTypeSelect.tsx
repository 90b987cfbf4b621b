import { useBuyerCategories } from '@tenderlens/domain';
import { MultiSelect } from '@tenderlens/ui';

export interface BuyerTypeSelectProps {
  /** The chosen buyer category ids. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/** 'Buyer type' of the filter drawers: the buyer categories (GET /api/buyers/buyer_categories), several at once. */
export function BuyerTypeSelect({ value, onChange }: BuyerTypeSelectProps) {
  const categories = useBuyerCategories();
  return (
    <MultiSelect
      label="Buyer type"
      placeholder="Any buyer type"
      items={(categories.data ?? []).map((c) => ({ id: c.id, label: c.name }))}
      value={value}
      onChange={(keys) => onChange(keys.map(String))}
    />
  );
}
