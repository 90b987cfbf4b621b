/** Export fixtures: small real-looking files and job states (ids are fixed for snapshots). */
import type { FileExport } from '../schemas/exportJob';

export const EXPORT_FIXTURE_DATE = '2026-11-23';

export const exportFileFixtures = {
  noticesCsv:
    '\uFEFFNotice ID,OCID,Title,Stage,Buyer,Value,Currency,Published\r\n' +
    '3f1c2a4e-8d7b-4c1e-9a2f-6b5d4e3c2a11,ocds-b5fd17-0001,Cloud hosting services,OPEN,Leeds City Council,250000,GBP,2026-11-20\r\n' +
    '7a9e1b2c-3d4f-4a5b-8c6d-1e2f3a4b5c62,ocds-b5fd17-0002,"Wi-Fi, installation and support",CLOSED,Birmingham City Council,80000,GBP,2026-11-18\r\n',
  suppliersCsv:
    '\uFEFFOrganisation ID,Name,Role,Country,Notices\r\n' +
    '0b8e6d1a-2c3f-4e5a-9b7c-8d6e5f4a3b21,Northwind Digital Ltd,SUPPLIER,GB,42\r\n',
  opportunitiesCsv:
    '\uFEFFName,Stage,Value,Currency,Buyers,Assignee,Close date,Submission date,Created by,Created,Link\r\n' +
    'Leeds cloud hosting bid,Tender qualification,250000,GBP,Leeds City Council,Maya Patel,2026-12-14,2026-12-10,Maya Patel,2026-11-01,http://localhost:3000/opportunities/61\r\n',
} as const;

export const exportJobFixtures = {
  queued: (id: string): FileExport => ({
    id,
    status: 'queued',
    isComplete: false,
    isError: false,
    progress: 0,
    totalRows: 12_480,
    fileName: null,
    downloadUrl: null,
  }),
  running: (id: string, progress: number): FileExport => ({
    id,
    status: 'running',
    isComplete: false,
    isError: false,
    progress,
    totalRows: 12_480,
    fileName: null,
    downloadUrl: null,
  }),
  complete: (id: string, fileName: string): FileExport => ({
    id,
    status: 'complete',
    isComplete: true,
    isError: false,
    progress: 1,
    totalRows: 12_480,
    fileName,
    downloadUrl: `/api/jobs/${id}/download`,
  }),
  failed: (id: string): FileExport => ({
    id,
    status: 'failed',
    isComplete: false,
    isError: true,
    progress: 0.4,
    totalRows: 12_480,
    fileName: null,
    downloadUrl: null,
  }),
};
