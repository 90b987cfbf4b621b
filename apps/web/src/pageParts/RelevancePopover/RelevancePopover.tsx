import {
  NO_SIGNAL_MATCH_TEXT,
  UPDATE_SIGNAL_SETTINGS,
  groupSignals,
  relevanceLabel,
  relevanceLevel,
  type MatchedSignal,
  type NoticeRowData,
  type SignalCategory,
} from '@tenderlens/domain';
import { Button, Popover, PopoverTrigger, RelevanceIndicator, Tag } from '@tenderlens/ui';
import { Link } from 'react-router';
import * as styles from './RelevancePopover.css';

/** What the popover reads of a notice: a notices-table row and the record page's notice both carry it. */
export type RelevanceNotice = Pick<NoticeRowData, 'name' | 'relevanceScore' | 'signals'>;

const CATEGORIES: readonly SignalCategory[] = ['keyword', 'competitor', 'partner', 'cpv'];
const matched = (n: RelevanceNotice): MatchedSignal[] =>
  n.signals.flatMap((s) =>
    CATEGORIES.includes(s.category as SignalCategory)
      ? [{ id: s.id, name: s.name, category: s.category as SignalCategory }]
      : [],
  );

/**
 * A notice's relevance score and a popover with the matching signals (spec 2§2 relevance score
 * popover): the notices table's Relevance cell and the record page's Signal score.
 */
export function RelevancePopover({ notice }: { notice: RelevanceNotice }) {
  const groups = groupSignals(matched(notice));
  return (
    <PopoverTrigger>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Relevance: ${relevanceLevel(notice.relevanceScore)}, signals matching ${notice.name}`}
      >
        <RelevanceIndicator score={notice.relevanceScore} prefix="Relevance" />
      </Button>
      <Popover title={relevanceLabel(notice.relevanceScore)} placement="bottom start" showArrow>
        <div className={styles.popoverBody}>
          {groups.length === 0 ? (
            <p className={styles.noMatch}>{NO_SIGNAL_MATCH_TEXT}</p>
          ) : (
            groups.map((g) => (
              <div key={g.label}>
                <h3 className={styles.groupTitle}>{g.label}</h3>
                <ul className={styles.tags}>
                  {g.signals.map((s) => (
                    <li key={s.id}>
                      <Tag size="sm">{s.name}</Tag>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
          <Link className={styles.link} to={UPDATE_SIGNAL_SETTINGS.href}>
            {UPDATE_SIGNAL_SETTINGS.label}
          </Link>
        </div>
      </Popover>
    </PopoverTrigger>
  );
}
