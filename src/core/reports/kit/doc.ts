import type PDFDocument from 'pdfkit';

/** The pdfkit document every kit piece draws on. */
export type Doc = InstanceType<typeof PDFDocument>;
