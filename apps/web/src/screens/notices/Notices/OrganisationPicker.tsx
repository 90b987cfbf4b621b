import { useFilterOrganisationSearch } from '@tenderlens/domain';
import { ComboBox, FilterChips, type ComboBoxOption } from '@tenderlens/ui';
import { useState } from 'react';
import * as styles from './Notices.css';

export interface OrganisationPickerProps {
  role: 'buyer' | 'supplier';
  label: string;
  /** The chosen organisations' guids. */
  value: string[];
  /** Names of the chosen ones (a guid shows while its name loads). */
  names: Map<string, string>;
  onChange: (guids: string[], picked?: { guid: string; name: string }) => void;
}

/** Picks organisations by name (queries once more than 1 character is typed) and lists the picked ones. */
export function OrganisationPicker({ role, label, value, names, onChange }: OrganisationPickerProps) {
  const search = useFilterOrganisationSearch(role);
  const [inputKey, setInputKey] = useState(0);
  return (
    <div className={styles.stack}>
      <ComboBox<ComboBoxOption & { guid: string }>
        key={inputKey}
        label={label}
        placeholder={role === 'buyer' ? 'Search buyers' : 'Search suppliers'}
        minQueryLength={2}
        debounceMs={300}
        loadOptions={async (text, signal) =>
          (await search(text, signal))
            .filter((o) => !value.includes(o.guid))
            .map((o) => ({ id: o.guid, label: o.name, guid: o.guid }))
        }
        onSelectionChange={(_key, option) => {
          if (!option) return;
          onChange([...value, option.guid], { guid: option.guid, name: option.label });
          setInputKey((k) => k + 1);
        }}
      />
      {value.length > 0 ? (
        <FilterChips
          aria-label={`Chosen ${role === 'buyer' ? 'buyers' : 'suppliers'}`}
          chips={value.map((guid) => ({ id: guid, label: names.get(guid) ?? guid }))}
          onRemove={(guid) => onChange(value.filter((g) => g !== guid))}
          maxVisible={20}
        />
      ) : null}
    </div>
  );
}
