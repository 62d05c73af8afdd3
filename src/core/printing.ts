/**
 * The system print dialog, which only the Electron shell has. The core hands it a rendered
 * PDF held in memory; without it (browser bridge, CLI) the preview's own print button is used.
 */
export interface NativePrinter {
  /** Resolves true when the coach printed, false when they cancelled or printing failed. */
  printPdf(pdf: Buffer, title: string): Promise<boolean>;
}
