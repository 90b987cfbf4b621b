import {
  EMPTY_SECTION_CONTENT,
  IFRAME_ALLOWED_HOSTS,
  SECTION_TYPE_LABELS,
  parseSectionContent,
  type ReportDocumentData,
  type ReportSectionType,
} from '@tenderlens/domain';
import { Button, Checkbox, NumberField, TextArea, TextField } from '@tenderlens/ui';
import { useState } from 'react';
import * as pages from '../../../pageParts/layout/Pages.css';
import { BuyerSearchPicker } from '../../organisations/BuyerSelect/BuyerSearchPicker';
import * as styles from '../Report/Reports.css';

type Content = Record<string, unknown>;
type Link = { url: string; title: string; caption?: string; description?: string; src_url?: string };

export interface SectionEditorProps {
  sectionType: ReportSectionType;
  /** The saved section's title and content; a new section starts empty. */
  initial?: { title: string | null; content: Content };
  documents: readonly ReportDocumentData[];
  saving: boolean;
  onSave: (content: Content, title: string | null) => Promise<string | null>;
  onCancel: () => void;
}

const str = (c: Content, k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');
/** Drops empty optional strings so the strict content check accepts the draft. */
const clean = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined)) as T;

function LinksEditor({ links, onChange }: { links: Link[]; onChange: (links: Link[]) => void }) {
  const set = (i: number, patch: Partial<Link>) => onChange(links.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <div className={styles.list}>
      {links.map((l, i) => (
        <fieldset key={i} className={styles.item}>
          <legend>Link {i + 1}</legend>
          <TextField label="Title" value={l.title} onChange={(v) => set(i, { title: v })} />
          <TextField label="Address" type="url" value={l.url} onChange={(v) => set(i, { url: v })} />
          <TextField label="Caption" value={l.caption ?? ''} onChange={(v) => set(i, { caption: v })} />
          <TextArea label="Description" rows={2} value={l.description ?? ''} onChange={(v) => set(i, { description: v })} />
          <TextField label="Source site" type="url" value={l.src_url ?? ''} onChange={(v) => set(i, { src_url: v })} />
          <Button variant="secondary" size="sm" onPress={() => onChange(links.filter((_, j) => j !== i))}>
            Remove link {i + 1}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" iconStart="Plus" onPress={() => onChange([...links, { url: '', title: '' }])}>
          Add link
        </Button>
      </div>
    </div>
  );
}

/** The editor of one section type (each type's own fields); checks the content with the domain's rules before saving. */
export function SectionEditor({ sectionType, initial, documents, saving, onSave, onCancel }: SectionEditorProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState<Content>(initial?.content ?? EMPTY_SECTION_CONTENT[sectionType]);
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Content) => setContent((c) => ({ ...c, ...p }));

  const save = async () => {
    const draft: Content =
      sectionType === 'LinkList'
        ? { links: ((content['links'] as Link[] | undefined) ?? []).map((l) => ({ ...clean({ ...l }), url: l.url, title: l.title })) }
        : sectionType === 'Header'
          ? { text: str(content, 'text'), ...clean({ subtitle: str(content, 'subtitle') }) }
          : sectionType === 'AiQuestion'
            ? { question: str(content, 'question') }
            : content;
    const parsed = parseSectionContent(sectionType, draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(await onSave(parsed.content, title.trim() || null));
  };

  let fields: React.ReactNode;
  switch (sectionType) {
    case 'Header':
      fields = (
        <>
          <TextField label="Heading" value={str(content, 'text')} onChange={(v) => patch({ text: v })} />
          <TextField label="Subtitle" value={str(content, 'subtitle')} onChange={(v) => patch({ subtitle: v })} />
        </>
      );
      break;
    case 'RichText':
      fields = (
        <TextArea
          label="Text (HTML)"
          description="Paragraphs, headings, bold, italics, lists, links and tables; anything else is removed when saved."
          rows={8}
          value={str(content, 'html')}
          onChange={(v) => patch({ html: v })}
        />
      );
      break;
    case 'RecordList':
      fields = (
        <TextArea
          label="Records"
          description="One record guid per line (from the record page's address), in the order to show."
          rows={5}
          value={((content['recordGuids'] as string[] | undefined) ?? []).join('\n')}
          onChange={(v) => patch({ recordGuids: v.split(/\s+/).filter(Boolean) })}
        />
      );
      break;
    case 'LinkList':
      fields = <LinksEditor links={(content['links'] as Link[] | undefined) ?? []} onChange={(links) => patch({ links })} />;
      break;
    case 'DocumentList': {
      const refs = (content['refs'] as string[] | undefined) ?? [];
      fields =
        documents.length === 0 ? (
          <p className={pages.meta}>Attach documents to the report first (Documents, below).</p>
        ) : (
          <fieldset className={styles.list}>
            <legend>Documents to list</legend>
            {documents.map((d) => (
              <Checkbox
                key={d.ref}
                isSelected={refs.includes(d.ref)}
                onChange={(on) => patch({ refs: on ? [...refs, d.ref] : refs.filter((r) => r !== d.ref) })}
              >
                {d.title}
              </Checkbox>
            ))}
          </fieldset>
        );
      break;
    }
    case 'CpvChart':
    case 'Suppliers':
    case 'Contacts':
      fields = (
        <>
          <BuyerSearchPicker onSelect={(b) => patch({ buyerGuid: b?.guid ?? '' })} />
          <p className={pages.meta}>{str(content, 'buyerGuid') ? `Buyer ${str(content, 'buyerGuid')}` : 'No buyer chosen yet.'}</p>
        </>
      );
      break;
    case 'Iframe':
      fields = (
        <>
          <TextField
            label="Embed address"
            type="url"
            description={`https only, from ${IFRAME_ALLOWED_HOSTS.join(', ')}.`}
            value={str(content, 'src')}
            onChange={(v) => patch({ src: v })}
          />
          <TextField label="Embed title (for screen readers)" value={str(content, 'title')} onChange={(v) => patch({ title: v })} />
          <NumberField label="Height (pixels)" minValue={150} maxValue={1200} value={typeof content['height'] === 'number' ? content['height'] : 480} onChange={(v) => patch({ height: v })} />
        </>
      );
      break;
    case 'AiQuestion':
      fields = (
        <TextField
          label="Question"
          description="Answered from the records of this report's record lists, through the AI service."
          value={str(content, 'question')}
          onChange={(v) => patch({ question: v })}
        />
      );
      break;
  }

  return (
    <form
      className={pages.section}
      aria-label={`${SECTION_TYPE_LABELS[sectionType]} section`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 className={pages.subheading}>{SECTION_TYPE_LABELS[sectionType]}</h3>
      {sectionType !== 'Header' ? <TextField label="Section title" value={title} onChange={setTitle} /> : null}
      {fields}
      {error ? (
        <p role="alert" className={pages.meta}>
          {error}
        </p>
      ) : null}
      <div className={pages.controls}>
        <Button type="submit" isPending={saving}>
          Save section
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
