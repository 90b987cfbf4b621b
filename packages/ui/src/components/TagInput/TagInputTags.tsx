import { Button as RACButton, Tag as RACTag, TagGroup, TagList, type Key } from 'react-aria-components';
import { Icon } from '../Icon';
import * as tagStyles from '../Tag/Tag.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './TagInput.css';

export interface TagInputTagItem {
  /** Unique key. */
  id: string;
  /** Visible text. */
  label: string;
  /** Drawn in the critical tone, with `invalidLabel` appended for screen readers. */
  isInvalid?: boolean;
}

export interface TagInputTagsProps {
  /** The tags. */
  items: TagInputTagItem[];
  /** Removes tags (remove button, or Delete/Backspace on a focused tag). */
  onRemove?: (ids: string[]) => void;
  /** Accessible name of a tag's remove button; RAC appends the tag's text ("Remove roads"). */
  removeLabel: string;
  /** Read after an invalid tag's text. */
  invalidLabel?: string;
  /** Id of the element naming the tag group. */
  'aria-labelledby'?: string;
  /** Accessible name when there is no label element. */
  'aria-label'?: string;
  /** Tags cannot be removed. */
  isDisabled?: boolean;
}

/** Removable tags in a RAC TagGroup (grid keyboard navigation). Shared by TagInput, EmailTokenInput and MultiSelect. */
export function TagInputTags({
  items,
  onRemove,
  removeLabel,
  invalidLabel = 'invalid',
  isDisabled = false,
  ...aria
}: TagInputTagsProps) {
  if (items.length === 0) return null;
  return (
    <TagGroup
      {...aria}
      className={styles.tagList}
      disabledKeys={isDisabled ? items.map((t) => t.id) : undefined}
      onRemove={isDisabled || !onRemove ? undefined : (keys: Set<Key>) => onRemove([...keys].map(String))}
    >
      <TagList className={styles.tagList} items={items}>
        {(item) => (
          <RACTag
            id={item.id}
            textValue={item.isInvalid ? `${item.label} (${invalidLabel})` : item.label}
            className={[
              tagStyles.tag({ tone: item.isInvalid ? 'critical' : 'neutral', size: 'md' }),
              styles.tag(),
            ].join(' ')}
          >
            {({ allowsRemoving }) => (
              <>
                {item.isInvalid && <Icon icon="AlertCircle" size="sm" />}
                {item.label}
                {item.isInvalid && <span className={visuallyHidden}> ({invalidLabel})</span>}
                {allowsRemoving && (
                  <RACButton slot="remove" aria-label={removeLabel} className={styles.remove()}>
                    <Icon icon="X" size="sm" />
                  </RACButton>
                )}
              </>
            )}
          </RACTag>
        )}
      </TagList>
    </TagGroup>
  );
}
