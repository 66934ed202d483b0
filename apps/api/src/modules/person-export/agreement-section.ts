// A sponsor's agreements: those they signed and those a parent signed for them (a minor), each
// with its PDF as the agreements screens give it (made as the ZIP is written, one at a time) and
// its drawn signature, and the parent agreements sent for them. The person themselves reads what
// their screens show: a parent's signature held for a coordinator's check or rejected (decision
// 030) without where it was made from, and without its PDF or drawing, which the screen never
// offers; the super admin reads every one in full.
import type { Database } from '../../db/client';
import { signaturePdfName } from '../agreements/parent-agreements.service';
import type { ExportFile, ExportSection, ExportView } from './person-export-context';
import {
  findAcceptances,
  findParentAgreementLinks,
  type AcceptanceRecord,
} from './person-activity.repo';

/** Where a parent's signature stands, as the sponsor's screen says it; null: the sponsor's own. */
function parentSignature(row: AcceptanceRecord): 'counts' | 'toCheck' | 'rejected' | null {
  if (row.parentCheck === null) return null;
  if (row.parentCheck === 'toCheck' || row.parentCheck === 'rejected') return row.parentCheck;
  return 'counts';
}

/** Whether the viewer gets the signature's PDF and drawing: all for the super admin. */
function isOffered(view: ExportView, row: AcceptanceRecord): boolean {
  const state = parentSignature(row);
  return view === 'full' || state === null || state === 'counts';
}

function filesOf(row: AcceptanceRecord): ExportFile[] {
  const pdfName = signaturePdfName(row.id, row.signedAt);
  const isParents = row.parentCheck !== null;
  const files: ExportFile[] = [
    {
      path: `files/agreements/${isParents ? `parent-${pdfName}` : pdfName}`,
      kind: isParents ? 'parentAgreementPdf' : 'agreementPdf',
      signatureId: row.id,
    },
  ];
  if (row.signaturePng)
    files.push({
      path: `files/signatures/agreement-${row.id}.png`,
      kind: 'signature',
      bytes: Buffer.from(row.signaturePng),
    });
  return files;
}

function acceptanceFor(view: ExportView, row: AcceptanceRecord) {
  const { signaturePng, parentCheck, ip, userAgent, ...fields } = row;
  const state = parentSignature(row);
  return {
    ...fields,
    parentSignature: state,
    ...(view === 'full' ? { parentCheck } : {}),
    // Where a held or rejected signature came from tells a minor how to pass the check.
    ...(isOffered(view, row) ? { ip, userAgent } : {}),
    hasDrawnSignature: signaturePng !== null,
  };
}

export async function agreementSection(
  db: Database,
  sponsorId: number,
  view: ExportView,
): Promise<{ section: ExportSection; files: ExportFile[] }> {
  const [acceptances, parentLinks] = await Promise.all([
    findAcceptances(db, sponsorId),
    findParentAgreementLinks(db, sponsorId),
  ]);
  const accepted = acceptances.map((row) => acceptanceFor(view, row));
  return {
    section: {
      name: 'agreements',
      data: { accepted, parentAgreements: parentLinks },
      count: accepted.length + parentLinks.length,
    },
    files: acceptances.filter((row) => isOffered(view, row)).flatMap(filesOf),
  };
}
