import {
  assigneeOptions,
  hasDataType,
  isHidden,
  useAssignLead,
  useCompanyUsers,
  useHideLead,
  type CurrentUser,
  type NoticeRowData,
} from '@tenderlens/domain';
import { Button, IconButton, Menu, MenuItem, MenuTrigger, toast } from '@tenderlens/ui';
import * as styles from './RowActions.css';

/** What the save drawer (SaveDrawer, another screen) is opened with for a notice. */
export interface NoticeSaveEntity {
  type: 'notice';
  ids: string[];
  name: string;
  buyerIds?: string[];
  buyerNames?: string[];
  stage?: string;
  procurementStageId?: string;
}

export const noticeSaveEntity = (n: NoticeRowData): NoticeSaveEntity => ({
  type: 'notice',
  ids: [n.guid],
  name: n.name,
  buyerIds: n.buyers.map((b) => b.guid),
  buyerNames: n.buyers.map((b) => b.name),
  stage: n.stage,
  procurementStageId: n.lead?.id ?? n.procurementStage?.id,
});

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
