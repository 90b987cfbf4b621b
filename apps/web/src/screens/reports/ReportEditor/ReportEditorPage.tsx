import {
  REPORT_COPY,
  REPORT_DOCUMENT_MAX_BYTES,
  REPORT_SECTION_TYPES,
  SECTION_TYPE_LABELS,
  reportPath,
  useAdminSearch,
  useCurrentUser,
  useReport,
  useReportAuthoring,
  useReportDownload,
  type ReportData,
  type ReportSectionData,
  type ReportSectionType,
} from '@tenderlens/domain';
import { Button, LinkButton, RadioGroup, Select, TextArea, TextField, toast } from '@tenderlens/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as pages from '../../../pageParts/layout/Pages.css';
import { LoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import { AdminPage } from '../../../pageParts/admin/AdminNav';
import { ReportSections } from '../Report/ReportSections';
import * as styles from '../Report/Reports.css';
import { SectionEditor } from './SectionEditor';

const contentOf = (s: ReportSectionData): Record<string, unknown> => JSON.parse(s.contentJson) as Record<string, unknown>;

function Details({ report }: { report: ReportData }) {
  const authoring = useReportAuthoring();
  const [title, setTitle] = useState(report.title);
  const [description, setDescription] = useState(report.description ?? '');
  const [label, setLabel] = useState(report.label ?? '');
  const [adminNotes, setAdminNotes] = useState(report.adminNotes ?? '');
  return (
    <form
      className={pages.section}
      aria-labelledby="report-details"
      onSubmit={(e) => {
        e.preventDefault();
        void authoring
          .updateReport(report.id, { title, description: description || null, label: label || null, adminNotes: adminNotes || null })
          .then((r) => (r.ok ? toast.success('Report saved') : toast.error(r.message)));
      }}
    >
      <h2 id="report-details" className={pages.subheading}>
        Details
      </h2>
      <TextField label="Title" value={title} onChange={setTitle} isRequired />
      <TextArea label="Description" rows={2} value={description} onChange={setDescription} />
      <TextField label="Label" value={label} onChange={setLabel} />
      <TextArea label="Admin notes (admins only)" rows={2} value={adminNotes} onChange={setAdminNotes} />
      <div>
        <Button type="submit" isPending={authoring.saving}>
          Save details
        </Button>
      </div>
    </form>
  );
}

/** The sections in order: edit, move up or down (buttons: keyboard and screen-reader friendly), remove; add one of the ten types. */
function Sections({ report }: { report: ReportData }) {
  const authoring = useReportAuthoring();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<ReportSectionType | null>(null);
  const [newType, setNewType] = useState<ReportSectionType>('Header');
  const [announcement, setAnnouncement] = useState('');
  const n = report.sections.length;
  const move = async (s: ReportSectionData, to: number) => {
    const r = await authoring.moveSection(s.id, to);
    if (!r.ok) toast.error(r.message);
    else setAnnouncement(`${SECTION_TYPE_LABELS[s.sectionType]} section moved to position ${to + 1} of ${n}`);
  };
  return (
    <section className={pages.section} aria-labelledby="report-sections">
      <h2 id="report-sections" className={pages.subheading}>
        Sections
      </h2>
      <p aria-live="polite" className={pages.meta}>
        {announcement}
      </p>
      <ol className={styles.list}>
        {report.sections.map((s, i) => {
          const name = `${SECTION_TYPE_LABELS[s.sectionType]}${s.title ? `: ${s.title}` : ''}`;
          return (
            <li key={s.id} className={styles.item}>
              <strong>
                {i + 1}. {name}
              </strong>
              {editing === s.id ? (
                <SectionEditor
                  sectionType={s.sectionType}
                  initial={{ title: s.title, content: contentOf(s) }}
                  documents={report.documents}
                  saving={authoring.saving}
                  onCancel={() => setEditing(null)}
                  onSave={async (content, title) => {
                    const r = await authoring.updateSection(s.id, content, title);
                    if (r.ok) setEditing(null);
                    return r.ok ? null : r.message;
                  }}
                />
              ) : (
                <div className={pages.controls}>
                  <Button variant="secondary" size="sm" onPress={() => setEditing(s.id)} aria-label={`Edit ${name}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" size="sm" isDisabled={i === 0} onPress={() => void move(s, i - 1)} aria-label={`Move up ${name}`}>
                    Move up
                  </Button>
                  <Button variant="secondary" size="sm" isDisabled={i === n - 1} onPress={() => void move(s, i + 1)} aria-label={`Move down ${name}`}>
                    Move down
                  </Button>
                  {s.sectionType === 'AiQuestion' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      isPending={authoring.answering}
                      onPress={() => void authoring.answerQuestion(s.id).then((r) => (r.ok ? toast.success('Question answered') : toast.error(r.message)))}
                    >
                      {s.answer ? 'Answer again' : 'Answer now'}
                    </Button>
                  ) : null}
                  <Button variant="secondary" size="sm" onPress={() => void authoring.removeSection(s.id)} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {adding ? (
        <SectionEditor
          key={adding}
          sectionType={adding}
          documents={report.documents}
          saving={authoring.saving}
          onCancel={() => setAdding(null)}
          onSave={async (content, title) => {
            const r = await authoring.addSection(report.id, adding, content, title);
            if (r.ok) setAdding(null);
            return r.ok ? null : r.message;
          }}
        />
      ) : (
        <div className={pages.controls}>
          <Select
            label="Section type"
            items={REPORT_SECTION_TYPES.map((t) => ({ id: t, label: SECTION_TYPE_LABELS[t] }))}
            selectedKey={newType}
            onSelectionChange={(k) => setNewType(k as ReportSectionType)}
          />
          <Button iconStart="Plus" onPress={() => setAdding(newType)}>
            Add section
          </Button>
        </div>
      )}
    </section>
  );
}

function Documents({ report, onChanged }: { report: ReportData; onChanged: () => void }) {
  const authoring = useReportAuthoring();
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attach = async () => {
    if (!title.trim()) return setError('A title is required');
    if (!file && !url.trim()) return setError('Attach a file or give a link');
    if (file && file.size > REPORT_DOCUMENT_MAX_BYTES) return setError('Attach files of at most 700 kB');
    const r = await authoring.attachDocument(report.id, { title, caption, url, file });
    if (!r.ok) return setError(r.message);
    setError(null);
    setTitle('');
    setCaption('');
    setUrl('');
    setFile(null);
    onChanged();
  };
  return (
    <section className={pages.section} aria-labelledby="report-documents">
      <h2 id="report-documents" className={pages.subheading}>
        Documents
      </h2>
      <ul className={styles.list}>
        {report.documents.map((d) => (
          <li key={d.ref} className={styles.item}>
            <span>
              {d.title} <span className={pages.meta}>({d.path})</span>
            </span>
            <div>
              <Button variant="secondary" size="sm" aria-label={`Remove ${d.title}`} onPress={() => void authoring.removeDocument(report.id, d.ref)}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <form
        className={styles.list}
        aria-label="Attach a document"
        onSubmit={(e) => {
          e.preventDefault();
          void attach();
        }}
      >
        <TextField label="Document title" value={title} onChange={setTitle} />
        <TextField label="Caption" value={caption} onChange={setCaption} />
        <TextField label="Link (or attach a file)" type="url" value={url} onChange={setUrl} />
        <label className={pages.meta}>
          File (at most 700 kB){' '}
          <input type="file" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <div>
          <Button type="submit" variant="secondary">
            Attach document
          </Button>
        </div>
      </form>
    </section>
  );
}

function Publish({ report }: { report: ReportData }) {
  const authoring = useReportAuthoring();
  const companies = useAdminSearch('').companies;
  const pdf = useReportDownload();
  const [audience, setAudience] = useState<string>(report.reportType === 'INDUSTRY_REPORT' ? 'everyone' : 'company');
  const [companyGuid, setCompanyGuid] = useState<string | null>(report.company?.guid ?? null);
  const publish = async (published: boolean) => {
    const r = await authoring.publishReport(
      report.id,
      published,
      published ? (audience === 'everyone' ? { reportType: 'INDUSTRY_REPORT' } : { reportType: 'CUSTOM_BRIEFING', companyGuid }) : undefined,
    );
    if (r.ok) toast.success(published ? 'Report published' : 'Report withdrawn');
    else toast.error(r.message);
  };
  return (
    <section className={pages.section} aria-labelledby="report-publish">
      <h2 id="report-publish" className={pages.subheading}>
        Publish
      </h2>
      <p className={pages.meta}>{report.publishedAt ? `Published${report.company ? ` to ${report.company.name}` : ' to everyone'}` : 'Draft: only admins can see it.'}</p>
      <RadioGroup
        label="Audience"
        value={audience}
        onChange={setAudience}
        options={[
          { value: 'company', label: 'A company (custom briefing)' },
          { value: 'everyone', label: 'Everyone (industry report)' },
        ]}
      />
      {audience === 'company' ? (
        <Select
          label="Company"
          placeholder="Choose a company"
          items={(companies.data?.companies ?? []).map((c) => ({ id: c.guid, label: c.name }))}
          selectedKey={companyGuid}
          onSelectionChange={(k) => setCompanyGuid(k === null ? null : String(k))}
        />
      ) : null}
      <div className={pages.controls}>
        <Button onPress={() => void publish(true)} isDisabled={audience === 'company' && !companyGuid}>
          {report.publishedAt ? 'Publish again' : 'Publish'}
        </Button>
        {report.publishedAt ? (
          <Button variant="secondary" onPress={() => void publish(false)}>
            Withdraw
          </Button>
        ) : null}
        <Button variant="secondary" iconStart="Download" isPending={pdf.pending} onPress={() => void pdf.download(report.pdfUrl, `report-${report.id}.pdf`)}>
          {REPORT_COPY.exportPdf}
        </Button>
      </div>
    </section>
  );
}

/** /admin/reports/{reportId}: the report editor — details, sections, documents, preview, publish, delete. */
export function ReportEditor({ reportId }: { reportId: string }) {
  const { user } = useCurrentUser();
  const { report, fetching, errorMessage, notFound, refetch } = useReport(reportId);
  const authoring = useReportAuthoring();
  const navigate = useNavigate();
  const [preview, setPreview] = useState(false);
  if (errorMessage || notFound) return <LoadError />;
  if (!report || !user) return fetching ? <PageLoading label="Loading report" /> : <LoadError />;
  return (
    <>
      <div className={pages.controls}>
        <Button variant="secondary" onPress={() => setPreview((p) => !p)} aria-pressed={preview}>
          {preview ? 'Back to editing' : 'Preview'}
        </Button>
        {report.publishedAt ? (
          <LinkButton variant="secondary" href={reportPath(report.id)}>
            Open as a reader
          </LinkButton>
        ) : null}
        <Button
          variant="secondary"
          iconStart="Trash2"
          onPress={() => void authoring.deleteReport(report.id).then((ok) => (ok ? navigate(paths.adminReports) : toast.error(REPORT_COPY.saveFailed)))}
        >
          Delete report
        </Button>
      </div>
      {preview ? (
        <article aria-label={`Preview of ${report.title}`} className={pages.summaryGrid}>
          <h2 className={pages.heading}>{report.title}</h2>
          {report.description ? <p>{report.description}</p> : null}
          <ReportSections report={report} user={user} />
        </article>
      ) : (
        <>
          <Details report={report} />
          <Sections report={report} />
          <Documents report={report} onChanged={refetch} />
          <Publish report={report} />
        </>
      )}
    </>
  );
}

export function ReportEditorPage() {
  const { reportId } = useParams();
  return <AdminPage heading="Edit report">{reportId ? <ReportEditor reportId={reportId} /> : null}</AdminPage>;
}
