import {
  NO_SIGNAL_MATCH_TEXT,
  UPDATE_SIGNAL_SETTINGS,
  assigneeOptions,
  groupSignals,
  hasDataType,
  isHidden,
  relevanceLabel,
  relevanceLevel,
  useAssignLead,
  useCompanyUsers,
  useHideLead,
  type CurrentUser,
  type MatchedSignal,
  type NoticeRowData,
  type SignalCategory,
} from '@tenderlens/domain';
import { Button, IconButton, Menu, MenuItem, MenuTrigger, Popover, PopoverTrigger, RelevanceIndicator, Tag, toast } from '@tenderlens/ui';
import { Link } from 'react-router';
import * as styles from './RowActions.css';

/** What the save drawer (SaveDrawer, another screen) is opened with for a notice. */
export interface NoticeSaveEntity {
  type: 'notice';
  ids: string[];
  name: string;
  buyerIds?: string[];
  stage?: string;
  procurementStageId?: string;
}

export const noticeSaveEntity = (n: NoticeRowData): NoticeSaveEntity => ({
  type: 'notice',
  ids: [n.guid],
  name: n.name,
  buyerIds: n.buyers.map((b) => b.guid),
  stage: n.stage,
  procurementStageId: n.lead?.id ?? n.procurementStage?.id,
});

const CATEGORIES: readonly SignalCategory[] = ['keyword', 'competitor', 'partner', 'cpv'];
const matched = (n: NoticeRowData): MatchedSignal[] =>
  n.signals.flatMap((s) => (CATEGORIES.includes(s.category as SignalCategory) ? [{ id: s.id, name: s.name, category: s.category as SignalCategory }] : []));

/** The relevance cell: the score, and a popover with the matching signals (spec 2§2 relevance score popover). */
export function RelevancePopover({ notice }: { notice: NoticeRowData }) {
  const groups = groupSignals(matched(notice));
  return (
    <PopoverTrigger>
      <Button variant="ghost" size="sm" aria-label={`Relevance: ${relevanceLevel(notice.relevanceScore)}, signals matching ${notice.name}`}>
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

/** Leads of awarded notices need AWARDS; guests cannot change leads (server policy `lead.write`). */
export function canWriteLead(user: CurrentUser, notice: NoticeRowData): boolean {
  if (user.guest || !notice.lead) return false;
  return notice.lead.stage !== 'AWARD' || hasDataType(user, 'AWARDS');
}

/** The assignee cell: 'Unassigned' plus the company's users (spec 2§2 assignee picker). */
export function AssignPicker({ notice, user }: { notice: NoticeRowData; user: CurrentUser }) {
  const lead = notice.lead;
  const users = useCompanyUsers();
  const { assign } = useAssignLead();
  const current = lead?.assignee ? `${lead.assignee.firstName} ${lead.assignee.lastName}`.trim() : 'Unassigned';
  if (!lead || !canWriteLead(user, notice)) return <span>{current}</span>;
  const options = assigneeOptions(users.data ?? []);
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={`Assignee of ${notice.name}: ${current}`} className={styles.assignTrigger}>
        {current}
      </Button>
      <Menu
        aria-label="Assign to"
        selectionMode="single"
        selectedKeys={[lead.assignee?.guid ?? 'unassigned']}
        onAction={(key) => {
          const guid = key === 'unassigned' ? null : String(key);
          void assign(lead, guid).then((outcome) => {
            if (!outcome.ok) toast.error('Failed to assign notice');
          });
        }}
      >
        {options.map((o) => (
          <MenuItem key={o.value ?? 'unassigned'} id={o.value ?? 'unassigned'}>
            {o.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

export interface NoticeRowActionsProps {
  notice: NoticeRowData;
  user: CurrentUser;
  /** Opens the record preview slide-out (RecordPreviewPanel); the button shows only when given. */
  onOpenPreview?: (guid: string) => void;
  /** Opens the save drawer (SaveDrawer); the button shows only when given. */
  onSave?: (entity: NoticeSaveEntity) => void;
  /** Opens the comments of the notice's lead. */
  onOpenComments: (notice: NoticeRowData) => void;
}

/** Row actions of the notices table: preview, save, hide/restore, comments. */
export function NoticeRowActions({ notice, user, onOpenPreview, onSave, onOpenComments }: NoticeRowActionsProps) {
  const { hide, restore } = useHideLead();
  const lead = notice.lead;
  const hidden = isHidden(lead?.qualification);
  const writable = canWriteLead(user, notice);
  const comments = lead?.commentCount ?? notice.commentCount;
  return (
    <div className={styles.actions}>
      {onOpenPreview ? (
        <IconButton icon="Eye" size="sm" tooltip aria-label={`Preview ${notice.name}`} onPress={() => onOpenPreview(notice.guid)} />
      ) : null}
      {onSave && !user.guest ? (
        <IconButton icon="Star" size="sm" tooltip aria-label={`Save ${notice.name}`} onPress={() => onSave(noticeSaveEntity(notice))} />
      ) : null}
      {lead && writable ? (
        hidden ? (
          <IconButton
            icon="RefreshCw"
            size="sm"
            tooltip
            aria-label={`Restore ${notice.name}`}
            onPress={() =>
              void restore({ id: lead.id, recordTitle: notice.name }).then((outcome) => {
                if (outcome.ok) toast.success(outcome.message);
                else toast.error(outcome.message);
              })
            }
          />
        ) : (
          <IconButton
            icon="EyeOff"
            size="sm"
            tooltip
            aria-label={`Hide ${notice.name}`}
            onPress={() =>
              void hide({ id: lead.id, stage: lead.stage, recordGuid: notice.guid, recordTitle: notice.name }, { contextSource: 'search', score: notice.relevanceScore, signalTypes: [...new Set(notice.signals.map((s) => s.category))] }).then(
                (outcome) => {
                  if (outcome.ok) toast.success(outcome.message);
                  else toast.error(outcome.message);
                },
              )
            }
          />
        )
      ) : null}
      {lead ? (
        <Button variant="ghost" size="sm" aria-label={`${comments} ${comments === 1 ? 'comment' : 'comments'} on ${notice.name}`} onPress={() => onOpenComments(notice)}>
          {`${comments} ${comments === 1 ? 'comment' : 'comments'}`}
        </Button>
      ) : null}
    </div>
  );
}
