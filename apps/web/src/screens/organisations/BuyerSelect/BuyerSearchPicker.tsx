import { BUYER_PICKER_MIN_CHARS, DEFAULT_BUYER_COUNTRY_CODES, useBuyerOptionsLoader } from '@tenderlens/domain';
import { ComboBox } from '@tenderlens/ui';

export interface BuyerOption {
  id: string;
  guid: string;
  name: string;
  label: string;
}

export interface BuyerSearchPickerProps {
  /** @default 'Buyer' */
  label?: string;
  /** Countries searched. @default UK/GB */
  countryCodes?: readonly string[];
  onSelect: (buyer: { guid: string; name: string } | null) => void;
  className?: string;
}

/**
 * The buyer search picker (spec 1§2 screen 17, 1§5): a combo box over the organisation search that
 * asks the server only after more than 1 character. Reusable by any screen that picks a buyer.
 */
export function BuyerSearchPicker({ label = 'Buyer', countryCodes = DEFAULT_BUYER_COUNTRY_CODES, onSelect, className }: BuyerSearchPickerProps) {
  const loadOptions = useBuyerOptionsLoader(countryCodes);
  return (
    <ComboBox
      label={label}
      placeholder="Search by buyer name"
      minQueryLength={BUYER_PICKER_MIN_CHARS + 1}
      debounceMs={300}
      loadOptions={loadOptions}
      emptyText="No buyers found"
      onSelectionChange={(_key, option) => onSelect(option ? { guid: option.guid, name: option.name } : null)}
      {...(className ? { className } : {})}
    />
  );
}
