import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { ReportDocument } from '../../shared/contract';
import type { Language } from '../../shared/languages';
import { getClient } from '../clients/client-store';
import type { Db } from '../db/open';
import { getSession } from '../sessions/session-rows';
import { readSettings } from '../settings/settings-store';
import { practiceHeader } from './data/practice';
import { progressData } from './data/progress-data';
import { summaryData } from './data/summary-data';
import { progressReportModel } from './documents/progress-report';
import { sessionSummaryModel } from './documents/session-summary';
import { wordingFor } from './documents/wording';
import { clientForFileName, safeFileName } from './file-name';
import { renderDocument } from './kit';

export interface Rendered {
  pdf: Buffer;
  fileName: string;
  language: Language;
  title: string;
}

/**
 * Builds one document from the practice's records and renders it in memory, in `language` or
 * else the client's document language. Dates and times are the client's: their zone, and the
 * coach's choice of calendar for Persian.
 */
export async function renderReport(db: Db, request: z.output<typeof ReportDocument>, language: Language | null | undefined, password: string | null | undefined, now: number): Promise<Rendered> {
  const { persianCalendar } = readSettings(db);
  const clientId = request.kind === 'sessionSummary' ? getSession(db, request.sessionId).clientId : request.clientId;
  const client = getClient(db, clientId);
  const lang = language ?? client.documentLanguage;
  const w = wordingFor(lang, persianCalendar, client.timeZone);
  const header = practiceHeader(db, client.fullName);
  const today = DateTime.fromMillis(now, { zone: client.timeZone }).toISODate()!;

  let model;
  let fileName;
  if (request.kind === 'sessionSummary') {
    const data = summaryData(db, request.sessionId, today);
    model = sessionSummaryModel(data, header, w);
    fileName = w.t('reports.summary.fileName', { client: clientForFileName(client.fullName), date: DateTime.fromISO(data.session.start, { zone: client.timeZone }).toISODate() });
  } else {
    const data = progressData(db, request.clientId, request, now);
    model = progressReportModel(data, request.summary ?? null, header, w, now);
    fileName = w.t('reports.progress.fileName', { client: clientForFileName(client.fullName), from: data.from, to: data.to });
  }
  const pdf = await renderDocument(model, { language: lang, persianCalendar, password: password ?? undefined, createdAt: new Date(now) });
  return { pdf, fileName: safeFileName(fileName), language: lang, title: model.title };
}
